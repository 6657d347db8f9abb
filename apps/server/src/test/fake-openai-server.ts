import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout } from 'node:timers/promises';

/** A grade in the shape the OpenAI-compatible tutor asks the model for (tutor/openai/grading-schema.ts). */
export const MODEL_GRADE = {
  correctness: 'PARTIAL',
  stepAchieved: true,
  usedNativeLanguage: false,
  vocabularyUsed: ['pan'],
  feedback: [
    {
      category: 'GRAMMAR',
      severity: 'error',
      message: 'Use “una barra de pan”.',
      excerpt: 'un barra',
      suggestion: 'una barra',
    },
  ],
  categoryScores: { GRAMMAR: 70, VOCABULARY: 90, FLUENCY: 80, COHESION: 75, OTHER: 80 },
};

export type FakeOpenAI = {
  /** The base URL to give as TUTOR_BASE_URL. */
  baseUrl: string;
  /** While true, grading requests are held open and never answered. */
  holdGrading: boolean;
  /** What a grading request is answered with (the model's JSON). */
  grade: unknown;
  gradingRequests: number;
  /** The system prompt of the latest grading request. */
  lastGradingPrompt: string;
  /** The character's reply, streamed in these pieces. */
  replyPieces: string[];
  /** A pause before each piece, so a watcher can see the reply grow. */
  replyPieceDelayMs: number;
  /** What /audio/transcriptions heard, and how many requests it answers 500 before that. */
  transcription: { text: string; failures: number; segments?: { start: number; end: number }[] };
  transcriptionRequests: TranscriptionRequest[];
  /** /audio/speech answers a silent WAV of this length; each request is kept. */
  speechSeconds: number;
  /** While true, /audio/speech answers 500. */
  speechFails: boolean;
  speechRequests: { model: string; input: string; voice: string }[];
  close(): Promise<void>;
};

export type TranscriptionRequest = {
  model: string;
  language: string;
  fileName: string;
  fileType: string;
  fileBytes: number;
  status: number;
};

/** A silent mono 16-bit WAV of the given length: what a speech model's answer looks like. */
export function silentWav(seconds: number, sampleRate = 8000): Uint8Array<ArrayBuffer> {
  const dataBytes = Math.round(seconds * sampleRate) * 2;
  const wav = new Uint8Array(44 + dataBytes);
  const view = new DataView(wav.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) wav[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return wav;
}

/**
 * A local stand-in for an OpenAI-compatible model server: /v1/chat/completions (streamed
 * replies, structured grading answers, or none to simulate a worker dying mid-grading),
 * /v1/audio/transcriptions (a set text, after a set number of 500s) and /v1/audio/speech.
 */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const held: ServerResponse[] = [];
  const fake: FakeOpenAI = {
    baseUrl: '',
    holdGrading: false,
    grade: MODEL_GRADE,
    gradingRequests: 0,
    lastGradingPrompt: '',
    replyPieces: ['¡Muy ', 'bien! ', '¿Algo ', 'más?'],
    replyPieceDelayMs: 0,
    transcription: { text: 'Buenos días, quiero una barra de pan, por favor.', failures: 0 },
    transcriptionRequests: [],
    speechSeconds: 1.5,
    speechFails: false,
    speechRequests: [],
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const json = (response: ServerResponse, content: string) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 0,
        model: 'fake',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };
  const stream = async (response: ServerResponse, pieces: string[]) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }, null));
    for (const piece of pieces) {
      if (fake.replyPieceDelayMs > 0) await setTimeout(fake.replyPieceDelayMs);
      response.write(chunk({ content: piece }, null));
    }
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  };
  /** OpenAI's /audio/transcriptions: a multipart form with the file, model and language. */
  const transcribe = async (raw: Buffer, contentType: string, response: ServerResponse) => {
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    const file = form.get('file');
    const failing = fake.transcription.failures > 0;
    if (failing) fake.transcription.failures -= 1;
    fake.transcriptionRequests.push({
      model: String(form.get('model')),
      language: String(form.get('language')),
      fileName: file instanceof File ? file.name : '',
      fileType: file instanceof File ? file.type : '',
      fileBytes: file instanceof File ? file.size : 0,
      status: failing ? 500 : 200,
    });
    if (failing) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model unavailable' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        text: fake.transcription.text,
        language: form.get('language'),
        segments: fake.transcription.segments,
      }),
    );
  };
  const speak = (raw: Buffer, response: ServerResponse) => {
    const body = JSON.parse(raw.toString('utf8')) as {
      model: string;
      input: string;
      voice: string;
    };
    fake.speechRequests.push({ model: body.model, input: body.input, voice: body.voice });
    if (fake.speechFails) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'voice unavailable' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'audio/wav' });
    response.end(silentWav(fake.speechSeconds));
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
    });
    request.on('end', () => {
      const bytes = Buffer.concat(chunks);
      if (request.url?.endsWith('/audio/transcriptions')) {
        void transcribe(bytes, request.headers['content-type'] ?? '', response);
        return;
      }
      if (request.url?.endsWith('/audio/speech')) {
        speak(bytes, response);
        return;
      }
      const raw = bytes.toString('utf8');
      const body = JSON.parse(raw || '{}') as {
        stream?: boolean;
        response_format?: { json_schema?: { schema?: unknown } };
        messages?: { role: string; content: unknown }[];
      };
      const schema = JSON.stringify(body.response_format ?? '');
      if (schema.includes('correctness')) {
        fake.gradingRequests += 1;
        const system = body.messages?.find((message) => message.role === 'system')?.content;
        fake.lastGradingPrompt = typeof system === 'string' ? system : JSON.stringify(system);
        if (fake.holdGrading) {
          held.push(response);
          return;
        }
        json(response, JSON.stringify(fake.grade));
      } else if (schema.includes('suggestions')) {
        json(response, JSON.stringify({ suggestions: ['¿Cuánto es?', 'Nada más, gracias.'] }));
      } else if (body.stream) {
        void stream(response, fake.replyPieces);
      } else {
        json(response, 'Buenos días.');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

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
  /** The character's reply, streamed in these pieces. */
  replyPieces: string[];
  /** A pause before each piece, so a watcher can see the reply grow. */
  replyPieceDelayMs: number;
  close(): Promise<void>;
};

/**
 * A local stand-in for an OpenAI-compatible model server (/v1/chat/completions): streamed
 * replies, structured grading answers (or none, to simulate a worker dying mid-grading).
 */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const held: ServerResponse[] = [];
  const fake: FakeOpenAI = {
    baseUrl: '',
    holdGrading: false,
    grade: MODEL_GRADE,
    gradingRequests: 0,
    replyPieces: ['¡Muy ', 'bien! ', '¿Algo ', 'más?'],
    replyPieceDelayMs: 0,
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
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as {
        stream?: boolean;
        response_format?: { json_schema?: { schema?: unknown } };
      };
      const schema = JSON.stringify(body.response_format ?? '');
      if (schema.includes('correctness')) {
        fake.gradingRequests += 1;
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

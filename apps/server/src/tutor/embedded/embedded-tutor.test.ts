import { describe, expect, it } from 'vitest';
import type { ConversationTurn, ReplyInput, ReplyStream } from '../tutor.ts';
import { createEmbeddedTutor } from './embedded-tutor.ts';
import { buildScenario } from './test-scenarios.ts';

const tutor = createEmbeddedTutor();
const scenario = buildScenario();

function replyTo(
  studentText: string,
  currentStepIndex: number,
  earlier: ConversationTurn[] = [],
): ReplyInput {
  return {
    scenario,
    currentStepIndex,
    conversation: [...earlier, { role: 'USER', text: studentText }],
    nativeLanguage: 'en',
    interfaceLanguage: 'en',
  };
}

async function collect(stream: ReplyStream): Promise<string> {
  let text = '';
  for await (const chunk of stream.textStream) text += chunk;
  return text;
}

describe('embedded tutor replies', () => {
  it('moves to the next step with its scripted line when the step is achieved', async () => {
    const stream = tutor.reply(replyTo('Quisiera un café con leche.', 0));
    const streamed = await collect(stream);
    const result = await stream.result;
    expect(streamed).toBe('Aquí tiene su café. ¿Algo más?');
    expect(result).toMatchObject({
      text: streamed,
      nextStepIndex: 1,
      stepAdvanced: true,
      finished: false,
    });
  });

  it('re-prompts in the target language and repeats the step line when the step is not achieved', async () => {
    const result = await tutor.reply(replyTo('Hola, buenos días.', 0)).result;
    expect(result).toMatchObject({ nextStepIndex: 0, stepAdvanced: false, finished: false });
    expect(result.text).toBe('Perdona, no te he entendido bien. ¿Qué le pongo?');
    const again = await tutor.reply(replyTo('Hola otra vez.', 0, [{ role: 'USER', text: 'Hola.' }]))
      .result;
    expect(again.text).toBe('¿Puedes decirlo de otra manera? ¿Qué le pongo?');
  });

  it('closes the conversation after the last step', async () => {
    const result = await tutor.reply(replyTo('¿Cuánto es?', 1)).result;
    expect(result).toMatchObject({ nextStepIndex: 2, stepAdvanced: true, finished: true });
    expect(result.text).toBe(
      'Muchas gracias, eso es todo. Ha sido un placer hablar contigo. ¡Hasta luego!',
    );
  });

  it('does not advance when the student answers in their native language', async () => {
    const result = await tutor.reply(replyTo('I would like un café please, thank you very much', 0))
      .result;
    expect(result.stepAdvanced).toBe(false);
  });

  it('follows the grader verdict when the caller passes it', async () => {
    const result = await tutor.reply({ ...replyTo('anything', 0), stepAchieved: true }).result;
    expect(result.nextStepIndex).toBe(1);
  });
});

describe('embedded tutor helpers', () => {
  it('suggests the step’s expected phrases and unused required words', async () => {
    const { suggestions } = await tutor.suggest(replyTo('Hola', 0));
    expect(suggestions).toEqual(['quisiera', 'un café', 'película']);
  });

  it('translates the teacher’s scripted lines and says when it cannot translate', async () => {
    const known = await tutor.translate({ text: '¿Qué le pongo?', from: 'es', to: 'en', scenario });
    expect(known.text).toBe('What can I get you?');
    const unknown = await tutor.translate({
      text: 'Hace calor hoy',
      from: 'es',
      to: 'en',
      scenario,
    });
    expect(unknown.text).toBeNull();
    expect(unknown.note).toMatch(/scripted lines/);
  });

  it('says that speech runs in the browser', async () => {
    const transcription = await tutor.transcribe({
      audio: new Uint8Array(4),
      mediaType: 'audio/webm',
      language: 'es',
    });
    const speech = await tutor.speak({ text: 'Hola', language: 'es', voiceGender: 'FEMALE' });
    expect(transcription).toMatchObject({ supported: false });
    expect(speech).toMatchObject({
      supported: false,
      reason: expect.stringMatching(/Web Speech API/),
    });
  });
});

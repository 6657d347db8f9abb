import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createTutor, type TutorSettings, tutorSettingsSchema } from './create-tutor.ts';

describe('createTutor with the server config', () => {
  it('accepts the openai-compatible settings of the config as they are', () => {
    const { tutor } = loadConfig({
      TUTOR_BACKEND: 'openai-compatible',
      TUTOR_BASE_URL: 'http://127.0.0.1:11434/v1',
      TUTOR_CHAT_MODEL: 'llama3.2',
      TUTOR_VOICE_FEMALE: 'nova',
      TUTOR_VOICE_MALE: 'onyx',
    });
    const settings: TutorSettings = tutor;
    expect(tutorSettingsSchema.parse(settings)).toEqual({
      backend: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      chatModel: 'llama3.2',
      speechVoices: { FEMALE: 'nova', MALE: 'onyx' },
      timeoutMs: 30_000,
      maxRetries: 2,
      retryInitialDelayMs: 500,
    });
    expect(createTutor(settings).backend).toBe('openai-compatible');
  });

  it('accepts the embedded default of the config', () => {
    expect(createTutor(loadConfig({}).tutor).backend).toBe('embedded');
  });
});

import { z } from 'zod';
import { createEmbeddedTutor } from './embedded/embedded-tutor.ts';
import { warmUpEmbeddedGrader } from './embedded/warm-up.ts';
import {
  createOpenAICompatibleTutor,
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_INITIAL_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
} from './openai/openai-compatible-tutor.ts';
import type { Tutor } from './tutor.ts';

/**
 * The tutor's settings as a plain object; the server's config maps environment variables
 * (TUTOR_BACKEND, TUTOR_BASE_URL, TUTOR_API_KEY, TUTOR_CHAT_MODEL, …) onto it.
 */
export const tutorSettingsSchema = z.discriminatedUnion('backend', [
  z.object({ backend: z.literal('embedded') }),
  z.object({
    backend: z.literal('openai-compatible'),
    baseUrl: z.url(),
    apiKey: z.string().min(1).optional(),
    chatModel: z.string().min(1),
    transcriptionModel: z.string().min(1).optional(),
    speechModel: z.string().min(1).optional(),
    speechVoices: z.object({ FEMALE: z.string().min(1), MALE: z.string().min(1) }).optional(),
    timeoutMs: z.number().int().positive().default(DEFAULT_TIMEOUT_MS),
    maxRetries: z.number().int().min(0).max(10).default(DEFAULT_MAX_RETRIES),
    retryInitialDelayMs: z.number().int().min(0).default(DEFAULT_RETRY_INITIAL_DELAY_MS),
  }),
]);

export type TutorSettings = z.input<typeof tutorSettingsSchema>;

export function createTutor(
  settings: TutorSettings,
  options: {
    fetch?: typeof fetch;
    /**
     * Embedded back-end: load Harper and these languages' dictionaries in the background now, so
     * that no student waits for them (a server passes this at start-up; tests leave it out).
     */
    warmUpLanguages?: string[];
  } = {},
): Tutor {
  const parsed = tutorSettingsSchema.parse(settings);
  if (parsed.backend === 'embedded') {
    if (options.warmUpLanguages) {
      warmUpEmbeddedGrader(options.warmUpLanguages).catch(() => {
        // A failed warm-up is retried by the first grading that needs the same resource.
      });
    }
    return createEmbeddedTutor();
  }
  return createOpenAICompatibleTutor({ ...parsed, fetch: options.fetch });
}

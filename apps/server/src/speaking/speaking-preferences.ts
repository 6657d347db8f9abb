import { eq } from 'drizzle-orm';
import type { Queryable } from '../authoring/authoring-context.ts';
import { speakingPreferences } from '../db/schema/index.ts';

export type SpeakingPreferences = {
  recordingNoticeAccepted: boolean;
  autoplayCharacterVoice: boolean;
};

export async function preferencesOf(db: Queryable, userId: string): Promise<SpeakingPreferences> {
  const [row] = await db
    .select()
    .from(speakingPreferences)
    .where(eq(speakingPreferences.userId, userId));
  return {
    recordingNoticeAccepted: row?.recordingNoticeAcceptedAt != null,
    autoplayCharacterVoice: row?.autoplayCharacterVoice ?? false,
  };
}

/** Writes one preference, creating the user's row on first use. */
export async function updatePreferences(
  db: Queryable,
  userId: string,
  change: { recordingNoticeAcceptedAt?: Date; autoplayCharacterVoice?: boolean },
): Promise<void> {
  const now = new Date();
  await db
    .insert(speakingPreferences)
    .values({ userId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: speakingPreferences.userId, set: { ...change, updatedAt: now } });
}

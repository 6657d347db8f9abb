import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { practiceMessages, recordingFiles } from '../db/schema/index.ts';
import type { SpeakingDeps } from './speaking-deps.ts';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200;

/**
 * Deletes the recordings that must go: older than RECORDING_RETENTION_DAYS (the message keeps its
 * transcript and grade, and records when its audio went), and those whose account or message was
 * deleted (their ledger row lost its owner). The file goes first: a sweep interrupted between the
 * two steps finds the row again next time. Returns how many recordings were deleted.
 */
export async function sweepRecordings(
  deps: Pick<SpeakingDeps, 'db' | 'config' | 'media'>,
  now: Date,
): Promise<number> {
  const { retentionDays } = deps.config.speaking;
  const expired = retentionDays
    ? lt(recordingFiles.createdAt, new Date(now.getTime() - retentionDays * DAY_MS))
    : undefined;
  const due = or(isNull(recordingFiles.userId), isNull(recordingFiles.messageId), expired);
  let deleted = 0;
  for (;;) {
    const batch = await deps.db.select().from(recordingFiles).where(due).limit(BATCH);
    for (const row of batch) {
      await deps.media.delete(row.key);
      await deps.db.transaction(async (tx) => {
        if (row.messageId) {
          await tx
            .update(practiceMessages)
            .set({ audioFile: null, audioDeletedAt: now })
            .where(
              and(eq(practiceMessages.id, row.messageId), eq(practiceMessages.audioFile, row.key)),
            );
        }
        await tx.delete(recordingFiles).where(eq(recordingFiles.key, row.key));
      });
      deleted += 1;
    }
    if (batch.length < BATCH) return deleted;
  }
}

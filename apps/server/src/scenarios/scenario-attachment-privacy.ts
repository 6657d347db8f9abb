import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../authoring/authoring-context.ts';
import type { Db } from '../db/database.ts';
import { scenarioAttachments, scenarios } from '../db/schema/index.ts';
import { isUuid } from '../graphql/ids.ts';
import {
  isPrivateMediaKey,
  type MediaStorage,
  mediaKeyWithPrivacy,
} from '../uploads/media-storage.ts';
import { unusedMediaKeys } from './scenario.service.ts';
import { deleteMediaKeys } from './scenario-attachment.service.ts';

type Scope = { scenarioId: string } | { files: readonly string[] } | { all: true };

const usedPublicly = sql<boolean>`bool_or(${scenarios.visibility} = 'PUBLIC')`;

/**
 * Keeps each attachment file on the right side of the public/private media split (decision
 * 0011): public media while a public scenario uses it, private media otherwise (duplicates share
 * files, so a file follows the most open scenario that uses it; its content is public then
 * anyway). A file changing side is copied to its new key, the rows are re-pointed, and only then
 * is the old file deleted: nothing is lost if any step fails, and running it again finishes the
 * job. Called after a scenario's visibility may have changed or a scenario was deleted, and at
 * start-up, which moves attachments stored before private media existed. Returns the files moved.
 */
export async function alignAttachmentPrivacy(
  db: Db,
  media: MediaStorage,
  scope: Scope,
): Promise<number> {
  const misplaced = await misplacedFiles(db, scope);
  let moved = 0;
  for (const row of misplaced) {
    const makePrivate = !row.usedPublicly;
    const moves = [row.file, row.thumbnail]
      .filter((key): key is string => key !== null)
      .map((from) => ({ from, to: mediaKeyWithPrivacy(from, makePrivate) }));
    if (!(await copyAll(media, moves))) continue;
    const [file, thumbnail] = moves;
    await db.transaction(async (tx) => {
      if (file) {
        await tx
          .update(scenarioAttachments)
          .set({ file: file.to })
          .where(eq(scenarioAttachments.file, file.from));
      }
      if (thumbnail) {
        await tx
          .update(scenarioAttachments)
          .set({ thumbnail: thumbnail.to })
          .where(eq(scenarioAttachments.thumbnail, thumbnail.from));
      }
    });
    await deleteMediaKeys(
      media,
      await unusedMediaKeys(
        db,
        moves.map((move) => move.from),
      ),
    );
    moved += 1;
  }
  return moved;
}

/**
 * Copies each file to its new key. A source already gone is fine when its copy exists (an
 * interrupted run, or another server's, got that far); when neither exists the file is not in
 * this storage, and the row is left as it is rather than pointed at nothing.
 */
async function copyAll(media: MediaStorage, moves: { from: string; to: string }[]) {
  for (const move of moves) {
    if (await media.stat(move.from)) await media.copy(move.from, move.to);
    else if (!(await media.stat(move.to))) return false;
  }
  return true;
}

/** The attachment files (with their thumbnails) on the wrong side of the split. */
async function misplacedFiles(db: Queryable, scope: Scope) {
  const within =
    'scenarioId' in scope
      ? inArray(
          scenarioAttachments.file,
          db
            .select({ file: scenarioAttachments.file })
            .from(scenarioAttachments)
            .where(eq(scenarioAttachments.scenarioId, scope.scenarioId)),
        )
      : 'files' in scope
        ? inArray(scenarioAttachments.file, [...scope.files])
        : undefined;
  if ('scenarioId' in scope && !isUuid(scope.scenarioId)) return [];
  if ('files' in scope && scope.files.length === 0) return [];
  const rows = await db
    .select({
      file: scenarioAttachments.file,
      thumbnail: scenarioAttachments.thumbnail,
      usedPublicly,
    })
    .from(scenarioAttachments)
    .innerJoin(scenarios, eq(scenarios.id, scenarioAttachments.scenarioId))
    .where(within)
    .groupBy(scenarioAttachments.file, scenarioAttachments.thumbnail);
  return rows.filter((row) => row.usedPublicly === isPrivateMediaKey(row.file));
}

/** The files of a scenario's attachments (read before it is deleted). */
export async function attachmentFilesOf(db: Queryable, scenarioId: string): Promise<string[]> {
  if (!isUuid(scenarioId)) return [];
  const rows = await db
    .select({ file: scenarioAttachments.file })
    .from(scenarioAttachments)
    .where(eq(scenarioAttachments.scenarioId, scenarioId));
  return rows.map((row) => row.file);
}

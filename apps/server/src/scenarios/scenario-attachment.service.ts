import { count, eq, max } from 'drizzle-orm';
import type { AuthoringContext } from '../authoring/authoring-context.ts';
import { AuthoringError } from '../authoring/authoring-error.ts';
import type { Config } from '../config/config.ts';
import { scenarioAttachments } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { typeSelection } from '../graphql/field-columns.ts';
import { isUuid } from '../graphql/ids.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { deleteUpload, storeUpload } from '../uploads/upload.service.ts';
import { lockEditableScenario, unusedMediaKeys } from './scenario.service.ts';
import { SCENARIO_LIMITS } from './scenario.validation.ts';

export type ScenarioAttachmentRow = typeof scenarioAttachments.$inferSelect;

/**
 * What the ScenarioAttachment type's fields read, not its scenario id or creation time: the
 * type's selection, and a core `select()` for the practice view's loader of attachments.
 */
export const scenarioAttachmentFieldColumns = {
  id: scenarioAttachments.id,
  position: scenarioAttachments.position,
  kind: scenarioAttachments.kind,
  file: scenarioAttachments.file,
  thumbnail: scenarioAttachments.thumbnail,
  originalName: scenarioAttachments.originalName,
  contentType: scenarioAttachments.contentType,
  sizeBytes: scenarioAttachments.sizeBytes,
};
type FieldColumn = keyof typeof scenarioAttachmentFieldColumns;
export const SCENARIO_ATTACHMENT_FIELD_COLUMNS = typeSelection(scenarioAttachmentFieldColumns);
export type ScenarioAttachmentFields = Pick<ScenarioAttachmentRow, FieldColumn>;

type UploadDeps = { config: Config; media: MediaStorage };

const ORIGINAL_NAME_MAX = 200;

/**
 * Adds an image or a PDF to a scenario, after the end of its list. The file is checked by its
 * content, images are re-encoded with a thumbnail (uploads module); if the row cannot be written
 * the stored files are removed again.
 */
export async function addScenarioAttachment(
  ctx: AuthoringContext,
  scenarioId: string,
  file: File,
  deps: UploadDeps,
): Promise<ScenarioAttachmentRow> {
  return ctx.db.transaction(async (tx) => {
    const scenario = await lockEditableScenario(ctx.actor, tx, scenarioId);
    const [usage] = await tx
      .select({ total: count(), last: max(scenarioAttachments.position) })
      .from(scenarioAttachments)
      .where(eq(scenarioAttachments.scenarioId, scenario.id));
    if ((usage?.total ?? 0) >= SCENARIO_LIMITS.attachmentsMax) {
      throw new AuthoringError('TOO_MANY_ATTACHMENTS', {
        field: 'file',
        values: { max: SCENARIO_LIMITS.attachmentsMax },
      });
    }
    const stored = await storeUpload(file, {
      kind: 'document',
      folder: 'scenarios',
      // A private scenario's material is private media: signed URLs for its readers only.
      private: scenario.visibility !== 'PUBLIC',
      field: 'file',
      config: deps.config,
      media: deps.media,
    });
    try {
      const [row] = await tx
        .insert(scenarioAttachments)
        .values({
          scenarioId: scenario.id,
          position: (usage?.last ?? -1) + 1,
          kind: stored.contentType === 'application/pdf' ? 'PDF' : 'IMAGE',
          file: stored.key,
          thumbnail: stored.thumbnailKey,
          originalName: [...file.name].slice(0, ORIGINAL_NAME_MAX).join('') || 'file',
          contentType: stored.contentType,
          sizeBytes: stored.bytes,
        })
        .returning();
      if (!row) throw new Error('insert returned no attachment');
      return row;
    } catch (error) {
      await deleteUpload(deps.media, { key: stored.key, thumbnailKey: stored.thumbnailKey });
      throw error;
    }
  });
}

/** Removes an attachment; its files go too unless a duplicated scenario still uses them. */
export async function removeScenarioAttachment(
  ctx: AuthoringContext,
  attachmentId: string,
  media: MediaStorage,
): Promise<void> {
  if (!isUuid(attachmentId)) throw new AppError('NOT_FOUND', { field: 'id' });
  const unused = await ctx.db.transaction(async (tx) => {
    const [attachment] = await tx
      .select()
      .from(scenarioAttachments)
      .where(eq(scenarioAttachments.id, attachmentId));
    if (!attachment) throw new AppError('NOT_FOUND', { field: 'id' });
    await lockEditableScenario(ctx.actor, tx, attachment.scenarioId);
    await tx.delete(scenarioAttachments).where(eq(scenarioAttachments.id, attachment.id));
    const keys = attachment.thumbnail ? [attachment.file, attachment.thumbnail] : [attachment.file];
    return unusedMediaKeys(tx, keys);
  });
  await deleteMediaKeys(media, unused);
}

/** Deletes stored files after the rows that named them are gone. */
export async function deleteMediaKeys(media: MediaStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => media.delete(key)));
}

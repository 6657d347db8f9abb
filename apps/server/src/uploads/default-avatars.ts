import type { MediaStorage } from './media-storage.ts';

export const DEFAULT_AVATAR_KINDS = ['teacher', 'student', 'classroom'] as const;
export type DefaultAvatarKind = (typeof DEFAULT_AVATAR_KINDS)[number];

/** The media key of the default picture for a teacher, a student or a classroom. */
export const defaultAvatarKey = (kind: DefaultAvatarKind) => `defaults/${kind}.svg`;

const COLOURS: Record<DefaultAvatarKind, string> = {
  teacher: '#7c4dff',
  student: '#00897b',
  classroom: '#ef6c00',
};

const GLYPHS: Record<DefaultAvatarKind, string> = {
  // A head and shoulders for people, a chalkboard for classrooms.
  teacher: '<circle cx="64" cy="50" r="22"/><path d="M24 112c4-22 20-34 40-34s36 12 40 34z"/>',
  student: '<circle cx="64" cy="50" r="22"/><path d="M24 112c4-22 20-34 40-34s36 12 40 34z"/>',
  classroom: '<rect x="26" y="34" width="76" height="50" rx="4"/><path d="M44 96h40v8H44z"/>',
};

/**
 * Stores the default avatars (once; existing files are kept), so they are served like any other
 * media file under the media base URL, whichever storage runs.
 */
export async function writeDefaultAvatars(media: MediaStorage): Promise<void> {
  await Promise.all(
    DEFAULT_AVATAR_KINDS.map(async (kind) => {
      const key = defaultAvatarKey(kind);
      if (await media.stat(key)) return;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="64" fill="${COLOURS[kind]}"/><g fill="#fff">${GLYPHS[kind]}</g></svg>\n`;
      await media.put(key, new TextEncoder().encode(svg), 'image/svg+xml').catch((error) => {
        // Another server process stored it first.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      });
    }),
  );
}

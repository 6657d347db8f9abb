import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
 * Writes the default avatars into the media folder (once; existing files are kept), so they are
 * served like any other media file under the media base URL.
 */
export async function writeDefaultAvatars(mediaRoot: string): Promise<void> {
  await mkdir(join(mediaRoot, 'defaults'), { recursive: true });
  await Promise.all(
    DEFAULT_AVATAR_KINDS.map((kind) =>
      writeFile(
        join(mediaRoot, defaultAvatarKey(kind)),
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" rx="64" fill="${COLOURS[kind]}"/><g fill="#fff">${GLYPHS[kind]}</g></svg>\n`,
        { flag: 'wx' },
      ).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      }),
    ),
  );
}

import type { Locale } from '../config/locales.ts';
import { paths } from '../config/paths.ts';

/** The signed-in pages the server renders per request (./entry.ts has their renderers). */
export const SERVER_RENDERED_PATHS = [
  paths.student.home.path,
  paths.teacher.home.path,
  paths.activities.practiceIntent.practice.path,
] as const;
export type ServerRenderedPath = (typeof SERVER_RENDERED_PATHS)[number];

/**
 * Written by scripts/prerender.ts beside the server's bundle: each page's document per language,
 * with its title and body left to fill (src/prerender/prerendered-document.ts `fillDocument`).
 */
export const SIGNED_IN_DOCUMENTS_FILE = 'signed-in-documents.json';
export type SignedInDocuments = Record<string, Partial<Record<Locale, string>>>;

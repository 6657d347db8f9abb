import { resolve } from 'node:path';
import { type ChunkingContext, isLibrary, staticClosure } from './module-graph.ts';

/**
 * Chunk groups for the first visit: everything the entry and the sign-in pages import statically
 * goes into two chunks, `vendor` (libraries: React, the router, i18next; no MUI since the
 * sign-in shell is plain, decision 0013) and `shell` (our own start-up code), instead of the
 * sixty-odd small shared chunks the automatic split makes. Over HTTP/1.1 a browser fetches six files at a
 * time, so each wave of small files costs a round trip on a school network. The route modules
 * themselves (`roots` after the entry) keep their own chunks; every other page's code stays
 * split as before. Libraries go apart from our code so a deploy that changes only ours leaves the
 * cached vendor chunk valid.
 */
export function signInShellGroups(webRoot: string, roots: readonly string[]) {
  const rootIds = roots.map((path) => resolve(webRoot, path));
  let shell: Set<string> | null = null;

  const inShell = (id: string, ctx: ChunkingContext) => {
    if (!shell) {
      shell = staticClosure(ctx, rootIds);
      for (const root of rootIds.slice(1)) shell.delete(root);
    }
    return shell.has(id);
  };

  return [
    {
      name: (id: string, ctx: ChunkingContext) =>
        inShell(id, ctx) && isLibrary(id) ? 'vendor' : null,
    },
    {
      name: (id: string, ctx: ChunkingContext) => (inShell(id, ctx) ? 'shell' : null),
    },
  ];
}

import { resolve } from 'node:path';
import { type ChunkingContext, isLibrary, staticClosure } from './module-graph.ts';

/**
 * Chunk groups for the signed-in landing pages (scripts/first-load.ts lists them beyond the login
 * page), computed from what they import statically past the sign-in shell (`shellRoots`: the
 * entry and the login page, which sign-in-shell-chunks.ts groups first). `units` names the
 * route modules by what loads together (a layout, a page, a page's loader), `landingsOf` the
 * landing pages each unit serves.
 *
 * - `signed-in-vendor`: the libraries two or more units use (MUI's components and icons…), one
 *   file instead of a file per component;
 * - `signed-in`: our own modules two or more units use (navigation, avatars, the GraphQL client,
 *   shared components);
 * - `<landing>-shared`: what only one landing page's units share (its page and its loader), so
 *   that the other landing pages do not load it (luxon was one while the student home's week
 *   used it: decision 0022);
 * - one group per unit for what only it uses, its route modules included.
 *
 * Without them a signed-in page loaded fifty-odd small files after the entry, in waves of six
 * (HTTP/1.1). Other pages load these chunks where they import a module in them, and keep their
 * own code split as before. The sign-in shell's modules are claimed by the groups before these,
 * so the login page never loads a signed-in chunk (e2e/first-load-budget.spec.ts checks it).
 */
export function signedInGroups(
  webRoot: string,
  shellRoots: readonly string[],
  units: Readonly<Record<string, readonly string[]>>,
  landingsOf: Readonly<Record<string, readonly string[]>>,
) {
  const shellIds = shellRoots.map((path) => resolve(webRoot, path));
  let groupOf: Map<string, string> | null = null;

  const partition = (ctx: ChunkingContext): Map<string, string> => {
    const shell = staticClosure(ctx, shellIds);
    const users = new Map<string, Set<string>>();
    for (const [unit, roots] of Object.entries(units)) {
      const ids = roots.map((path) => resolve(webRoot, path));
      for (const id of staticClosure(ctx, ids, shell)) {
        users.set(id, (users.get(id) ?? new Set()).add(unit));
      }
    }
    const groups = new Map<string, string>();
    for (const [id, unitsUsing] of users) {
      const [only] = unitsUsing;
      const landings = new Set([...unitsUsing].flatMap((unit) => landingsOf[unit] ?? []));
      const [landing] = landings;
      if (unitsUsing.size === 1 && only) groups.set(id, only);
      else if (landings.size === 1 && landing) groups.set(id, landingShared(landing));
      else groups.set(id, isLibrary(id) ? 'signed-in-vendor' : 'signed-in');
    }
    return groups;
  };

  const group = (id: string, ctx: ChunkingContext) => {
    groupOf ??= partition(ctx);
    return groupOf.get(id) ?? null;
  };
  // Shared groups first: rolldown pulls a captured module's imports into its group, and what
  // two units share must be claimed before a unit's own group is made.
  return [
    { name: (id: string, ctx: ChunkingContext) => shared(group(id, ctx), 'signed-in-vendor') },
    { name: (id: string, ctx: ChunkingContext) => shared(group(id, ctx), 'signed-in') },
    { name: (id: string, ctx: ChunkingContext) => sharedByOneLanding(group(id, ctx)) },
    { name: group },
  ];
}

const shared = (name: string | null, wanted: string) => (name === wanted ? wanted : null);
const SHARED_BY_ONE_LANDING = '-shared';
const landingShared = (landing: string) =>
  `${landing.replaceAll(' ', '-')}${SHARED_BY_ONE_LANDING}`;
const sharedByOneLanding = (name: string | null) =>
  name?.endsWith(SHARED_BY_ONE_LANDING) ? name : null;

export type ModuleInfo = { importedIds: readonly string[] } | null;
export type ChunkingContext = { getModuleInfo: (id: string) => ModuleInfo };

/** Every module the roots import statically, directly or not, the roots included. */
export function staticClosure(
  ctx: ChunkingContext,
  roots: readonly string[],
  stopAt: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stopAt.has(id)) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of roots) visit(id);
  return seen;
}

export const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

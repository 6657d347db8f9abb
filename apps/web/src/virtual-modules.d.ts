declare module 'virtual:language-flag-codes' {
  /** Language codes circle-flags has a flag for (ar and zh are the special icons). */
  export const FLAG_CODES: readonly string[];
  export const FLAGS_PATH: string;
}

/** A catalogue's sign-in part or its rest (build/catalogue-parts-plugin.ts). */
declare module '*/translation.json?part=sign-in' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
declare module '*/translation.json?part=rest' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}

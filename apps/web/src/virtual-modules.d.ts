declare module 'virtual:language-flag-codes' {
  /** Language codes circle-flags has a flag for (ar and zh are the special icons). */
  export const FLAG_CODES: readonly string[];
  export const FLAGS_PATH: string;
}

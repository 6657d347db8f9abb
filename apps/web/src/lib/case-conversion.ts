export const CASE_STYLES = [
  'camelCase',
  'PascalCase',
  'snake_case',
  'kebab-case',
  'lowercase',
  'UPPERCASE',
] as const;
export type CaseStyle = (typeof CASE_STYLES)[number];

export class UnknownCaseStyleError extends Error {
  override name = 'UnknownCaseStyleError';
  readonly style: string;
  constructor(style: string) {
    super(`Unknown case style: ${style}`);
    this.style = style;
  }
}

/** Splits "someHTTPValue_here-now" into ["some", "http", "value", "here", "now"]. */
export function words(input: string): string[] {
  return input
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Converts between the six supported styles; any other style is an error. */
export function convertCase(input: string, style: string): string {
  const parts = words(input);
  switch (style) {
    case 'camelCase':
      return parts.map((word, index) => (index === 0 ? word : capitalise(word))).join('');
    case 'PascalCase':
      return parts.map(capitalise).join('');
    case 'snake_case':
      return parts.join('_');
    case 'kebab-case':
      return parts.join('-');
    case 'lowercase':
      return input.toLowerCase();
    case 'UPPERCASE':
      return input.toUpperCase();
    default:
      throw new UnknownCaseStyleError(style);
  }
}

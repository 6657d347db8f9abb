/**
 * The interface language, sent as Accept-Language with every API request (GraphQL and the
 * authentication API) so that server messages come back in it and a new account starts with it.
 */
let requestLanguage: string | undefined;

export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}

/** The header to merge into a request's headers; empty until the interface language is known. */
export function requestLanguageHeader(): Record<string, string> {
  return requestLanguage ? { 'accept-language': requestLanguage } : {};
}

import type { ServerRenderRequest } from './server-render-request.ts';

/**
 * A request whose `ask` answers each query by its operation's name, as the server would (null:
 * the answer had errors), and records what was asked.
 */
export function requestAnswering(
  answers: Record<string, unknown>,
  overrides: Partial<ServerRenderRequest> = {},
) {
  const asked: { operation: string; variables?: Record<string, unknown> }[] = [];
  const request: ServerRenderRequest = {
    url: '/',
    locale: 'en',
    mode: 'light',
    languages: ['en-GB'],
    origin: 'https://charla.example',
    async ask<Data>(document: string, variables?: Record<string, unknown>) {
      const operation = /query (\w+)/.exec(document)?.[1] ?? '';
      asked.push({ operation, variables });
      return (answers[operation] ?? null) as Data | null;
    },
    ...overrides,
  };
  return { request, asked };
}

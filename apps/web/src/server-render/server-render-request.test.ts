// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepingAnswers, type ServerRenderRequest } from './server-render-request.ts';

const request: ServerRenderRequest = {
  url: '/student',
  locale: 'en',
  mode: 'light',
  languages: ['en'],
  origin: 'https://charla.example',
  async ask<Data>(query: string) {
    return (query.includes('Broken') ? null : { asked: query }) as Data | null;
  },
};

describe('a render request that keeps its answers', () => {
  it('keeps each answer with its operation and variables, and not the ones with errors', async () => {
    const { keeping, answers } = keepingAnswers(request);
    await expect(keeping.ask('query Me { me }')).resolves.toEqual({ asked: 'query Me { me }' });
    await keeping.ask('query Broken { x }');
    await keeping.ask('query Home($id: ID!) { home(id: $id) }', { id: '7' });
    expect(answers).toEqual([
      { query: 'query Me { me }', variables: {}, data: { asked: 'query Me { me }' } },
      {
        query: 'query Home($id: ID!) { home(id: $id) }',
        variables: { id: '7' },
        data: { asked: 'query Home($id: ID!) { home(id: $id) }' },
      },
    ]);
    expect(keeping.locale).toBe('en');
  });
});

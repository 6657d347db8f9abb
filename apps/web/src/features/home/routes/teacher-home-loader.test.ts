import { afterEach, describe, expect, it, vi } from 'vitest';
import { showErrors } from '../../../lib/snackbar.ts';
import { loader } from './teacher-home-loader.ts';

vi.mock('../../../lib/snackbar.ts', () => ({ showErrors: vi.fn() }));

/** A server answering each operation by name: its data, or errors for the names in `failing`. */
function serverAnswering(failing: string[]) {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
    const body = failing.includes(operationName)
      ? {
          errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }
      : { data: { answered: operationName, practiceReviewQueue: { totalCount: 0, items: [] } } };
    return new Response(JSON.stringify(body));
  });
}

describe("the teacher home's loader", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the page and its review queue together', async () => {
    vi.stubGlobal('fetch', serverAnswering([]));
    const data = await loader();
    expect(data).toMatchObject({
      answered: 'TeacherHome',
      reviewQueue: { totalCount: 0, items: [] },
    });
  });

  it('still shows the page, without the queue, when the queue cannot be read; says why', async () => {
    vi.stubGlobal('fetch', serverAnswering(['ReviewQueue']));
    const data = await loader();
    expect(data).toMatchObject({ answered: 'TeacherHome', reviewQueue: null });
    expect(showErrors).toHaveBeenCalledWith(['Unexpected error.']);
  });

  it('fails as a page when the page itself cannot be read', async () => {
    vi.stubGlobal('fetch', serverAnswering(['TeacherHome']));
    await expect(loader()).rejects.toThrow('Unexpected error.');
  });
});

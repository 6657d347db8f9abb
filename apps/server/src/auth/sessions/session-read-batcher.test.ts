import { describe, expect, it } from 'vitest';
import { createReadBatcher } from './session-read-batcher.ts';

type Row = { id: string; seenBy: string[] };

/** A store whose reads wait until the test answers them, to hold one statement in flight. */
function heldStore(rows: Record<string, Row>) {
  const calls: { ids: string[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const batcher = createReadBatcher<Row>(
    (ids) =>
      new Promise((resolve, reject) => {
        calls.push({
          ids,
          answer: () =>
            resolve(new Map(ids.flatMap((id) => (rows[id] ? [[id, rows[id]] as const] : [])))),
          fail: reject,
        });
      }),
    (row) => ({ ...row, seenBy: [...row.seenBy] }),
  );
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return { batcher, calls, settled };
}

describe('session read batcher', () => {
  it('sends a lone read at once, and the reads arriving meanwhile together, each id once', async () => {
    const { batcher, calls, settled } = heldStore({
      a: { id: 'a', seenBy: [] },
      b: { id: 'b', seenBy: [] },
    });
    const first = batcher.read('a');
    const waiting = [batcher.read('b'), batcher.read('a'), batcher.read('gone')];
    expect(calls.map((call) => call.ids)).toEqual([['a']]);
    calls[0]?.answer();
    expect((await first)?.id).toBe('a');
    await settled();
    expect(calls.map((call) => call.ids)).toEqual([['a'], ['b', 'a', 'gone']]);
    calls[1]?.answer();
    const [b, a, gone] = await Promise.all(waiting);
    expect([b?.id, a?.id, gone]).toEqual(['b', 'a', null]);
  });

  it('never answers a read from a statement sent before it was asked', async () => {
    const rows: Record<string, Row> = { a: { id: 'a', seenBy: [] } };
    const { batcher, calls, settled } = heldStore(rows);
    const before = batcher.read('a');
    // Signed out while the first read is in flight: the read asked after it must not see it.
    delete rows.a;
    const after = batcher.read('a');
    calls[0]?.answer();
    await settled();
    calls[1]?.answer();
    expect(await after).toBeNull();
    expect(calls).toHaveLength(2);
    await before;
  });

  it('gives each caller its own copy of a shared row', async () => {
    const { batcher, calls, settled } = heldStore({ a: { id: 'a', seenBy: [] } });
    void batcher.read('x');
    const [one, two] = [batcher.read('a'), batcher.read('a')];
    calls[0]?.answer();
    await settled();
    calls[1]?.answer();
    const [first, second] = await Promise.all([one, two]);
    first?.seenBy.push('first');
    expect(second?.seenBy).toEqual([]);
    expect(first).not.toBe(second);
  });

  it('fails the reads of a failed statement only, and goes on with the next ones', async () => {
    const { batcher, calls, settled } = heldStore({ a: { id: 'a', seenBy: [] } });
    const failing = batcher.read('a');
    const next = batcher.read('a');
    calls[0]?.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settled();
    calls[1]?.answer();
    expect((await next)?.id).toBe('a');
  });
});

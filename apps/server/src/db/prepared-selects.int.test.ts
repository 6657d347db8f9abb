import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { prepareRepeatedSelects } from './prepared-selects.ts';

const postgresUrl = inject('postgresUrl');

/** The statements prepared on the pool's one connection, as PostgreSQL lists them. */
async function preparedOn(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
    );
    return rows.map((row) => row.statement);
  } finally {
    client.release();
  }
}

// PGlite runs in the process: there is no planning round trip to save, and no pool to wrap.
describe.skipIf(!postgresUrl)('prepared selects on PostgreSQL', () => {
  it('prepares a repeated select once per connection, with the same answers', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl ?? '', max: 1 });
    prepareRepeatedSelects(pool);
    try {
      const text = 'select $1::int + 1 as next';
      const answers = [];
      for (const value of [1, 2, 3]) {
        answers.push((await pool.query({ text }, [value])).rows[0]);
      }
      expect(answers).toEqual([{ next: 2 }, { next: 3 }, { next: 4 }]);
      expect((await preparedOn(pool)).filter((statement) => statement === text)).toHaveLength(1);
    } finally {
      await pool.end();
    }
  });

  it('stops naming new texts past its limit, and leaves writes unnamed', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl ?? '', max: 1 });
    prepareRepeatedSelects(pool, 2);
    try {
      for (const n of [1, 2, 3, 4]) await pool.query({ text: `select ${n} as n` });
      await pool.query({ text: 'create temporary table scratch (n int)' });
      await pool.query({ text: 'insert into scratch values ($1)' }, [1]);
      const prepared = await preparedOn(pool);
      expect(prepared).toEqual(expect.arrayContaining(['select 1 as n', 'select 2 as n']));
      expect(prepared).not.toContain('select 3 as n');
      expect(prepared.some((statement) => statement.startsWith('insert'))).toBe(false);
    } finally {
      await pool.end();
    }
  });
});

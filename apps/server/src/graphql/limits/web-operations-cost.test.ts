import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { DEFAULT_PAGE_SIZE } from '../pagination.ts';
import { schema } from '../schema.ts';
import { measureOperation } from './operation-limits.ts';

/** Every operation the web app sends, as its code generator wrote them out (fragments included). */
const generated = readFileSync(
  new URL('../../../../web/src/gql/graphql.ts', import.meta.url),
  'utf8',
);
const operations = [...generated.matchAll(/new TypedDocumentString\(`([\s\S]*?)`/g)]
  .map((match) => match[1] ?? '')
  .filter((source) => /^\s*(query|mutation)\b/.test(source));

describe("the web app's operations", () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  const options = {
    schema,
    variables: {},
    defaultPageSize: DEFAULT_PAGE_SIZE,
    allPageSize: config.graphqlAllPageSizeLimit,
    listSize: config.graphqlListSize,
  };

  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((source) => [/(query|mutation) (\w+)/.exec(source)?.[2], source]))(
    '%s stays within the cost and depth limits',
    (_name, source) => {
      const measure = measureOperation(parse(source as string), null, options);
      expect(measure.cost).toBeLessThanOrEqual(config.graphqlMaxCost);
      expect(measure.depth).toBeLessThanOrEqual(config.graphqlMaxDepth);
    },
  );
});

import { GraphQLError, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { createGraphQLError, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { clientError } from './errors.ts';

/**
 * Yoga (loaded by Node) and our code (loaded by Vitest's module runner) must share one `graphql`
 * module: with two copies (vitest.config.ts once resolved the CommonJS build for our code and
 * Node the ES module build for Yoga), Yoga does not recognise our GraphQLErrors and masks them.
 */
describe('client errors', () => {
  it('are instances of the GraphQLError class Yoga uses', () => {
    expect(createGraphQLError('from Yoga')).toBeInstanceOf(GraphQLError);
    expect(clientError('FORBIDDEN', 'en')).toBeInstanceOf(GraphQLError);
  });

  it('reach the client with their code where Yoga masks unexpected errors', async () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          refused: {
            type: GraphQLString,
            resolve: () => {
              throw clientError('FORBIDDEN', 'en');
            },
          },
          broken: {
            type: GraphQLString,
            resolve: () => {
              throw new Error('database password is hunter2');
            },
          },
        },
      }),
    });
    const yoga = createYoga({ schema, maskedErrors: true, logging: false });
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ refused broken }' }),
    });
    const body = (await response.json()) as {
      errors: { message: string; path: string[]; extensions?: { code?: string } }[];
    };
    const byField = Object.fromEntries(body.errors.map((error) => [error.path[0], error]));
    expect(byField.refused).toMatchObject({
      message: 'You are not allowed to do this.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(byField.broken?.message).toBe('Unexpected error.');
  });
});

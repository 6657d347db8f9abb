import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  // CODEGEN_SCHEMA: generate against a freshly printed schema before it is committed.
  schema: process.env.CODEGEN_SCHEMA ?? '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      // Documents stay plain strings in the api/ files (`typedDocument`, no graphql-js in the
      // bundle); from the generated code only the types are imported, so each chunk carries just
      // the operations it uses.
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;

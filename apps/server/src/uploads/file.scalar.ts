import { builder } from '../graphql/builder.ts';

/**
 * A file sent with the GraphQL multipart request spec (operations + map + file parts); GraphQL
 * Yoga turns each part into a File. It cannot be returned, only sent.
 */
builder.scalarType('File', {
  description: 'A file sent as a part of a multipart request (GraphQL multipart request spec).',
  serialize: () => {
    throw new TypeError('File values cannot be returned');
  },
  // Yoga's multipart parser makes its own File implementation, so check the shape, not the class.
  parseValue: (value) => {
    if (isFile(value)) return value;
    throw new TypeError('File must be sent as a part of a multipart request');
  },
});

function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).arrayBuffer === 'function' &&
    typeof (value as File).name === 'string' &&
    typeof (value as File).size === 'number'
  );
}

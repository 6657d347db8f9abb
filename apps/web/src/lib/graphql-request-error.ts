/** A failed GraphQL request: its errors as the server sent them, and the HTTP status. */
export type GraphQLErrorEntry = {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
};

export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  readonly errors: readonly GraphQLErrorEntry[];
  readonly status: number | undefined;
  constructor(message: string, errors: readonly GraphQLErrorEntry[] = [], status?: number) {
    super(message);
    this.errors = errors;
    this.status = status;
  }
  /** The stable code of the first error, e.g. UNAUTHENTICATED. */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

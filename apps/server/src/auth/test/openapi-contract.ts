import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import type { TestResponse } from '../../test/http-client.ts';

/** allauth's own OpenAPI document, kept beside the repository (../shared/spec). */
export const OPENAPI_PATH = fileURLToPath(
  new URL('../../../../../../shared/spec/allauth-headless-openapi.yaml', import.meta.url),
);

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json> };

/**
 * Where the document's alternatives overlap, its `oneOf` cannot be met by any response: a
 * reauthentication record `{method: password, at, reauthenticated: true}` also fits the plain
 * password record, and a reauthentication response also fits AuthenticationResponse. allauth
 * itself answers exactly these shapes, so these two are read as `anyOf`.
 */
const OVERLAPPING_ONE_OF = [
  ['components', 'schemas', 'AuthenticationMethod'],
  [
    'components',
    'responses',
    'AuthenticationOrReauthentication',
    'content',
    'application/json',
    'schema',
  ],
];

/**
 * Statuses allauth answers that the document leaves out of an operation (a 401 on an endpoint
 * that needs a session, a 429 from a rate limit, a 403 from the CSRF check, a 410 for a stale app
 * token, the 200 of a password change): validated against the document's schema for that status.
 */
const UNDOCUMENTED_STATUS_SCHEMAS: Record<number, string> = {
  200: '#/components/schemas/AuthenticatedResponse',
  400: '#/components/schemas/ErrorResponse',
  401: '#/components/responses/AuthenticationOrReauthentication/content/application~1json/schema',
  403: '#/components/schemas/ForbiddenResponse',
  409: '#/components/schemas/ConflictResponse',
  410: '#/components/schemas/SessionGoneResponse',
  429: '#/components/responses/TooManyRequests/content/application~1json/schema',
};

/** Our routes that the document does not list, and the operation whose contract they follow. */
const ALIASES: { pattern: RegExp; docPath: string; method?: string }[] = [
  {
    pattern: /^\/auth\/email\/verify\/send$/,
    docPath: '/_allauth/{client}/v1/auth/email/verify/resend',
  },
];

const pointer = (segments: string[]) =>
  `#/${segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

function resolve(doc: Json, ref: string): Json {
  let node: unknown = doc;
  for (const raw of ref.replace(/^#\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json)[key];
  }
  return node as Json;
}

export type ContractCheck = {
  operation: string;
  status: number;
  client: string;
  documented: boolean;
};

export class OpenApiContract {
  readonly #doc: Json;
  readonly #ajv: Ajv;
  readonly #validators = new Map<string, ValidateFunction>();
  readonly checks: ContractCheck[] = [];

  constructor(doc: Json) {
    this.#doc = doc;
    for (const path of OVERLAPPING_ONE_OF) {
      const node = path.reduce<Json>((current, key) => current[key] as Json, doc);
      if (node.oneOf) {
        node.anyOf = node.oneOf;
        delete node.oneOf;
      }
    }
    this.#ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
    addFormats(this.#ajv);
    this.#ajv.addSchema(doc, 'openapi');
  }

  static load(): OpenApiContract | null {
    if (!existsSync(OPENAPI_PATH)) return null;
    return new OpenApiContract(parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json);
  }

  #paths(): Record<string, Record<string, Operation>> {
    return this.#doc.paths as Record<string, Record<string, Operation>>;
  }

  #validator(ref: string): ValidateFunction {
    let validate = this.#validators.get(ref);
    if (!validate) {
      validate = this.#ajv.compile({ $ref: `openapi${ref}` });
      this.#validators.set(ref, validate);
    }
    return validate;
  }

  /** The document path of an allauth request path, e.g. /_allauth/app/v1/auth/login. */
  documentPath(path: string): { docPath: string; client: string } | null {
    const match = /^\/_allauth\/(browser|app)\/v1(\/[^?]*)/.exec(path);
    if (!match) return null;
    const [, client = '', rest = ''] = match;
    for (const candidate of [`/_allauth/${client}/v1${rest}`, `/_allauth/{client}/v1${rest}`]) {
      if (this.#paths()[candidate]) return { docPath: candidate, client };
    }
    const alias = ALIASES.find((a) => a.pattern.test(rest));
    return alias ? { docPath: alias.docPath, client } : null;
  }

  /** Throws when the response's status or body is not what the document allows. */
  check(response: TestResponse): void {
    const located = this.documentPath(response.path);
    if (!located) {
      if (response.path.startsWith('/_allauth/browser/v1/auth/provider/callback/')) {
        // The provider's redirect target: not part of the headless document, always a redirect.
        if (response.status !== 302 || !response.location) {
          throw new Error(`provider callback answered ${response.status}, expected a redirect`);
        }
        this.checks.push({
          operation: `${response.method} provider callback`,
          status: 302,
          client: 'browser',
          documented: false,
        });
        return;
      }
      throw new Error(`${response.method} ${response.path} is not in the OpenAPI document`);
    }
    const method = response.method.toLowerCase();
    const operation = this.#paths()[located.docPath]?.[method];
    if (!operation) {
      throw new Error(`${response.method} ${located.docPath} is not in the OpenAPI document`);
    }
    const documented = operation.responses?.[String(response.status)];
    let schemaRef: string | null;
    if (documented) {
      const responseRef = typeof documented.$ref === 'string' ? documented.$ref : null;
      const target = responseRef ? resolve(this.#doc, responseRef) : documented;
      const base =
        responseRef ??
        pointer(['paths', located.docPath, method, 'responses', String(response.status)]);
      schemaRef = target.content ? `${base}/content/application~1json/schema` : null;
    } else {
      schemaRef = UNDOCUMENTED_STATUS_SCHEMAS[response.status] ?? null;
      const passwordChangeOk =
        response.status === 200 && located.docPath.endsWith('/account/password/change');
      if (!schemaRef || (response.status === 200 && !passwordChangeOk)) {
        throw new Error(
          `${response.method} ${located.docPath} answered ${response.status}, which the document does not allow: ${response.text}`,
        );
      }
    }
    this.checks.push({
      operation: `${response.method} ${located.docPath}`,
      status: response.status,
      client: located.client,
      documented: Boolean(documented),
    });
    if (schemaRef === null) {
      if (response.status === 302 && !response.location)
        throw new Error('redirect without Location');
      return;
    }
    const validate = this.#validator(schemaRef);
    if (!validate(response.body)) {
      throw new Error(
        `${response.method} ${response.path} → ${response.status} does not match ${schemaRef}:\n${this.#ajv.errorsText(validate.errors, { separator: '\n' })}\nbody: ${response.text}`,
      );
    }
    if (response.body.status !== undefined && response.body.status !== response.status) {
      throw new Error(`body status ${String(response.body.status)} ≠ HTTP ${response.status}`);
    }
  }

  /** Every operation of the document under /_allauth that the given list names. */
  operations(): string[] {
    return Object.entries(this.#paths()).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }
}

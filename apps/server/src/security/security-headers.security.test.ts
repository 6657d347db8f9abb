import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../test/auth-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  [server, production] = await Promise.all([
    startTestServer(),
    startTestServer({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://charla.example.org',
      SECRET_KEY: 'a-production-secret-key-of-enough-length-0123456789',
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.close(), production.close()]);
});

describe('security headers', () => {
  it('send a CSP without inline script, nosniff, no framing and a strict Referrer-Policy', async () => {
    const response = await fetch(`${server.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('send HSTS in production', async () => {
    const response = await fetch(`${production.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('leave the CSP off GraphiQL outside production only, with the other headers kept', async () => {
    const ask = (base: string) =>
      fetch(`${base}/graphql`, { headers: { accept: 'text/html' } }).then((response) => {
        void response.arrayBuffer();
        return response.headers;
      });
    const [development, production_] = await Promise.all([ask(server.url), ask(production.url)]);
    expect(development.get('content-security-policy')).toBeNull();
    expect(development.get('x-content-type-options')).toBe('nosniff');
    expect(development.get('referrer-policy')).toBe('same-origin');
    expect(production_.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('mark GraphQL and session answers no-store', async () => {
    const { client } = await signedInClient(server);
    const graphql = await client.graphql('{ readUser(me: true) { id } }');
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('cache-control')).toBe('no-store');
    const session = await client.auth('GET', '/auth/session');
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');
  });
});

import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startE2eOidcProvider } from './oidc-provider.ts';
import { freePort, startE2eServer } from './server-process.ts';

/** A loopback SMTP server that writes each mail (raw) into the mail folder the tests read. */
async function startMailCatcher(
  mailDir: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const file = join(mailDir, `${Date.now()}-${String(count).padStart(4, '0')}.json`);
        // Written aside and renamed into place: a test never reads half a mail.
        writeFile(
          `${file}.part`,
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }),
        )
          .then(() => rename(`${file}.part`, file))
          .then(() => callback())
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(join(tmpdir(), 'charla-e2e-'));
  const dataDir = join(workDir, 'data');
  const mailDir = join(workDir, 'mail');
  const layoutDir = join(workDir, 'layout-checked');
  await Promise.all([mkdir(dataDir), mkdir(mailDir), mkdir(layoutDir)]);

  // Both listen before the server's port is chosen, so neither can take it.
  const [mail, oidcProvider] = await Promise.all([
    startMailCatcher(mailDir),
    startE2eOidcProvider(),
  ]);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  try {
    server = await startE2eServer({
      dataDir,
      port,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        OIDC_PROVIDERS: oidcProvider.settingFor(url),
      },
    });
  } catch (error) {
    await Promise.all([mail.close(), oidcProvider.close()]);
    throw error;
  }

  process.env.CHARLA_E2E_URL = url;
  process.env.CHARLA_E2E_MAIL_DIR = mailDir;
  process.env.CHARLA_E2E_LAYOUT_DIR = layoutDir;

  return async () => {
    await server.stop();
    await Promise.all([mail.close(), oidcProvider.close()]);
    await rm(workDir, { recursive: true, force: true });
  };
}

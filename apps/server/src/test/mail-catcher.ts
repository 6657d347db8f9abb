import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A mail as the tests read it: decoded subject and plain text, and the links in it. */
export type CaughtMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  links: string[];
  raw: string;
};

export type MailCatcher = {
  /** smtp:// URL to pass as SMTP_URL to startTestServer(). */
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first mail (already caught or arriving) to `to` matching `where`. */
  waitForMail(
    to: string,
    where?: (mail: CaughtMail) => boolean,
    timeoutMs?: number,
  ): Promise<CaughtMail>;
  mailsTo(to: string): CaughtMail[];
  close(): Promise<void>;
};

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] as string;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_match, _charset, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Parses the single-part text mails the server sends (nodemailer: quoted-printable or base64). */
export function parseMail(raw: string): CaughtMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const rawBody = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index > 0)
      headers.set(line.slice(0, index).trim().toLowerCase(), line.slice(index + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(rawBody.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(rawBody)
        : rawBody;
  const addresses = (value: string | undefined) =>
    (value ?? '').match(/[^\s<>,"]+@[^\s<>,"]+/g)?.map((a) => a.toLowerCase()) ?? [];
  return {
    from: headers.get('from') ?? '',
    to: addresses(headers.get('to')),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    links: text.match(/https?:\/\/[^\s]+/g) ?? [],
    raw,
  };
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({ ...mail, to: recipients.length > 0 ? recipients : mail.to });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo,
    waitForMail(to, where = () => true, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mailsTo(to).find(where);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mails the default file transport wrote under DATA_DIR/mail, oldest first. */
export async function readMailFolder(dataDir: string): Promise<CaughtMail[]> {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.eml'),
  );
  files.sort();
  return Promise.all(
    files.map(async (file) => parseMail(await readFile(join(folder, file), 'utf8'))),
  );
}

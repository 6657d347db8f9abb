import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type CaughtMail = { to: string[]; subject: string; text: string };

function mailDir(): string {
  const dir = process.env.CHARLA_E2E_MAIL_DIR;
  if (!dir) throw new Error('CHARLA_E2E_MAIL_DIR is not set: the global setup did not run');
  return dir;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of a raw message: headers, then each text part decoded (quoted-printable, base64). */
export function parseMail(raw: string): { subject: string; text: string } {
  const subject =
    /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const text = parts
    .map((part) => {
      const [headers = '', ...body] = part.split(/\r?\n\r?\n/);
      const content = body.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(headers)) {
        return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers))
        return decodeQuotedPrintable(content);
      return content;
    })
    .join('\n');
  return { subject, text };
}

type RawMail = { to: string[]; raw: string };
/** Mail files never change once written (the catcher renames each into place): read each once. */
const readMail = new Map<string, RawMail>();

/** The mails to `address`, oldest first; only theirs are decoded. */
async function mailTo(address: string): Promise<CaughtMail[]> {
  const dir = mailDir();
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const raws = await Promise.all(
    files.map(async (file) => {
      let mail = readMail.get(file);
      if (!mail) {
        mail = JSON.parse(await readFile(join(dir, file), 'utf8')) as RawMail;
        readMail.set(file, mail);
      }
      return mail;
    }),
  );
  return raws
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map(({ to, raw }) => ({ to, ...parseMail(raw) }));
}

/** Waits for the latest mail to an address whose text has a link under `pathPrefix`; returns it. */
export async function waitForLink(
  to: string,
  pathPrefix: string,
  timeoutMs = 20_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(
    `https?://[^\\s"'<>]+${pathPrefix.replace(/[/.]/g, '\\$&')}[^\\s"'<>]*`,
  );
  while (Date.now() < deadline) {
    const mails = (await mailTo(to)).reverse();
    for (const mail of mails) {
      const link = pattern.exec(mail.text)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with a link to ${pathPrefix} within ${timeoutMs} ms`);
}

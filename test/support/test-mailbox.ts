import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';
import { writeFileWhole } from './write-whole.js';

/** A mail as the test's SMTP server received it (raw message; text bodies are plain in our mails). */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server the app under test sends to (SMTP_URL): tests read the mails a shopper
 * would get and follow the codes and links in them.
 */
export class TestMailbox {
  readonly mails: ReceivedMail[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(private readonly server: SMTPServer, readonly url: string, private readonly saveTo?: string) {}

  /** `saveTo`: a folder each mail is also written to, for tests in other processes (the browser tests' workers). */
  static async start({ saveTo }: { saveTo?: string } = {}): Promise<TestMailbox> {
    const port = await freePort();
    const server = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mailbox.receive({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    if (saveTo) mkdirSync(saveTo, { recursive: true });
    const mailbox: TestMailbox = new TestMailbox(server, `smtp://127.0.0.1:${port}`, saveTo);
    return mailbox;
  }

  private receive(mail: ReceivedMail): void {
    this.mails.push(mail);
    // Whole or not at all: the browser tests' workers list the folder while mails arrive. Named
    // by this mailbox's port too: a journey with a shop of its own saves its mail to the same folder.
    if (this.saveTo) writeFileWhole(path.join(this.saveTo, `${new URL(this.url).port}-${String(this.mails.length).padStart(6, '0')}.json`), JSON.stringify(mail));
    for (const wake of this.waiters) wake();
  }

  /**
   * The first mail to `address` whose text matches `pattern`, among mails received from index
   * `from` on (a mail sent after something the test did), waiting for it (up to `limitMs`).
   */
  async waitFor(address: string, pattern: RegExp, { from = 0, limitMs = 10_000 } = {}): Promise<RegExpMatchArray> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const found = matchIn(this.mails.slice(from), address, pattern);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} matching ${String(pattern)} within ${limitMs} ms (${this.mails.length} mails in the box)`);
      await new Promise<void>((resolve) => {
        const wake = () => { this.waiters.delete(wake); clearTimeout(timer); resolve(); };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function matchIn(mails: ReceivedMail[], address: string, pattern: RegExp): RegExpMatchArray | undefined {
  for (const mail of mails) {
    if (!mail.to.includes(address)) continue;
    const match = decodeQuotedPrintable(mail.raw).match(pattern);
    if (match) return match;
  }
  return undefined;
}

/** The first mail to `address` matching `pattern` among those a mailbox saved to `folder`, waiting for it (browser tests). */
export async function waitForSavedMail(folder: string, address: string, pattern: RegExp, limitMs = 10_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const mails = readdirSync(folder).filter((name) => name.endsWith('.json')).sort()
      .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as ReceivedMail);
    const found = matchIn(mails, address, pattern);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${String(pattern)} within ${limitMs} ms (${mails.length} mails saved)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Soft line breaks and =XX escapes of quoted-printable bodies, so patterns see the text as written. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

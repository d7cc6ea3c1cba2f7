import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

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

  private constructor(private readonly server: SMTPServer, readonly url: string) {}

  static async start(): Promise<TestMailbox> {
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
    const mailbox: TestMailbox = new TestMailbox(server, `smtp://127.0.0.1:${port}`);
    return mailbox;
  }

  private receive(mail: ReceivedMail): void {
    this.mails.push(mail);
    for (const wake of this.waiters) wake();
  }

  /**
   * The first mail to `address` whose text matches `pattern`, among mails received from index
   * `from` on (a mail sent after something the test did), waiting for it (up to `limitMs`).
   */
  async waitFor(address: string, pattern: RegExp, { from = 0, limitMs = 10_000 } = {}): Promise<RegExpMatchArray> {
    const find = () => {
      for (const mail of this.mails.slice(from)) {
        if (!mail.to.includes(address)) continue;
        const match = decodeQuotedPrintable(mail.raw).match(pattern);
        if (match) return match;
      }
      return undefined;
    };
    const deadline = Date.now() + limitMs;
    for (;;) {
      const found = find();
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

/** Soft line breaks and =XX escapes of quoted-printable bodies, so patterns see the text as written. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

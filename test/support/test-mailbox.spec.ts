import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { TestMailbox, waitForSavedMail } from './test-mailbox.js';
import { writeFileWhole } from './write-whole.js';

/**
 * The browser tests' workers read the mails the setup process's mailbox saves while more arrive:
 * a file met half written failed a checkout journey once (JSON.parse: unexpected end of input).
 */
describe('mails saved for the browser tests', () => {
  let folder: string;
  beforeEach(() => { folder = mkdtempSync(path.join(tmpdir(), 'vitrin-mails-')); });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('a reader finds the saved mails while another is still being written beside them', async () => {
    writeFileSync(path.join(folder, '000001.json'), JSON.stringify({ to: ['ayse@example.com'], raw: 'Kodunuz: 123456' }));
    writeFileSync(path.join(folder, '000002.json.partial'), '{"to":["mehmet@exa');
    const [, code] = await waitForSavedMail(folder, 'ayse@example.com', /Kodunuz: (\d+)/, 500);
    expect(code).toBe('123456');
  });

  it('two mailboxes saving to one folder keep every mail (a journey with a shop of its own starts a second one)', async () => {
    const boxes = await Promise.all([TestMailbox.start({ saveTo: folder }), TestMailbox.start({ saveTo: folder })]);
    try {
      for (const [index, box] of boxes.entries()) {
        await nodemailer.createTransport({ url: box.url }).sendMail({ from: 'shop@example.com', to: `alici${index}@example.com`, subject: 'Kod', text: `Kodunuz: 10000${index}` });
      }
      const codes = await Promise.all(boxes.map((_, index) => waitForSavedMail(folder, `alici${index}@example.com`, /Kodunuz: (\d+)/, 2000)));
      expect(codes.map((match) => match[1])).toEqual(['100000', '100001']);
    } finally {
      await Promise.all(boxes.map((box) => box.close()));
    }
  });

  it('a file is written whole or not at all: a write that fails leaves the earlier file as it was', () => {
    const file = path.join(folder, '000001.json');
    writeFileWhole(file, '{"first":true}');
    mkdirSync(`${file}.partial`);
    expect(() => writeFileWhole(file, '{"second":true}')).toThrow();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ first: true });
  });
});

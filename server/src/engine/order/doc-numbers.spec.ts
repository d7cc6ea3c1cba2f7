import { DOC_NO_ALPHABET, DOC_NO_PATTERN, DOC_NO_RANDOM_LENGTH, ISSUED_DOC_NO_PATTERN } from '../../../../contracts/order/payloads.js';
import { drawDocNo, uniqueDocNo } from './doc-numbers.js';

describe('S3.13 S7.19 order numbers (issue 27 item 7): unguessable, readable, unique', () => {
  it('are VTR-{year}-{10 characters} of an alphabet without look-alikes, about 49 bits a year', () => {
    expect(DOC_NO_ALPHABET).not.toMatch(/[01ILO]/);
    expect(new Set(DOC_NO_ALPHABET).size).toBe(DOC_NO_ALPHABET.length);
    expect(DOC_NO_RANDOM_LENGTH * Math.log2(DOC_NO_ALPHABET.length)).toBeGreaterThanOrEqual(40);
    const numbers = Array.from({ length: 2000 }, () => drawDocNo(2026));
    for (const docNo of numbers) expect(docNo).toMatch(ISSUED_DOC_NO_PATTERN);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Every character of the alphabet turns up in every position: no position is fixed or predictable.
    for (let position = 0; position < DOC_NO_RANDOM_LENGTH; position += 1) {
      expect(new Set(numbers.map((docNo) => docNo.slice(9)[position])).size).toBe(DOC_NO_ALPHABET.length);
    }
  });

  it('draw again while the number drawn is taken, and give up with an error rather than reuse one', async () => {
    // A draw that repeats itself twice: the first number is taken, so the second try gets another.
    const script = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const draw = () => script.shift() ?? 2;
    const taken = new Set(['VTR-2026-2222222222']);
    const claimed: string[] = [];
    const docNo = await uniqueDocNo(2026, (candidate) => { claimed.push(candidate); return Promise.resolve(!taken.has(candidate)); }, draw);
    expect(claimed).toEqual(['VTR-2026-2222222222', 'VTR-2026-3333333333']);
    expect(docNo).toBe('VTR-2026-3333333333');
    await expect(uniqueDocNo(2026, () => Promise.resolve(false))).rejects.toThrow(/no free order number/);
  });

  it('the earlier sequential numbers still read as order numbers; anything else does not', () => {
    for (const docNo of ['VTR-2026-000123', 'VTR-2025-1234567', 'VTR-2026-K7QM2XPD9A']) expect(docNo).toMatch(DOC_NO_PATTERN);
    for (const docNo of ['VTR-2026-K7QM2XPD9', 'VTR-2026-K7QM2XPD9O', 'vtr-2026-k7qm2xpd9a', 'VTR-2026-00012', 'VTR-2026-K7QM2XPD9A ', 'VTR-26-K7QM2XPD9A']) {
      expect(docNo).not.toMatch(DOC_NO_PATTERN);
    }
  });
});

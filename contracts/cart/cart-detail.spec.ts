import { CartDetailMessage, GIFT_NOTE_MAX_LENGTH, giftNoteRefusal } from './cart-detail.js';

describe('gift box note rules (S7.32 gift box note)', () => {
  it('takes a note of up to 200 characters once trimmed, Turkish letters and line-free punctuation included', () => {
    expect(giftNoteRefusal('İyi ki doğdun, Şule! Çok öpüyorum :)')).toBeUndefined();
    expect(giftNoteRefusal(`   ${'ı'.repeat(GIFT_NOTE_MAX_LENGTH)}   `)).toBeUndefined();
    expect(giftNoteRefusal('')).toBeUndefined();
  });

  it('refuses a longer note and control characters inside it, with the shop\'s message', () => {
    expect(giftNoteRefusal('ş'.repeat(GIFT_NOTE_MAX_LENGTH + 1))).toBe(CartDetailMessage.giftNoteTooLong);
    expect(giftNoteRefusal('Merhaba\nDünya')).toBe(CartDetailMessage.giftNoteInvalid);
    expect(giftNoteRefusal('zil\u0007')).toBe(CartDetailMessage.giftNoteInvalid);
    expect(giftNoteRefusal('c1\u0085')).toBe(CartDetailMessage.giftNoteInvalid);
    // Only the ends are trimmed: a trailing newline is fine, an inner one is not.
    expect(giftNoteRefusal('Sevgiyle\n')).toBeUndefined();
  });
});

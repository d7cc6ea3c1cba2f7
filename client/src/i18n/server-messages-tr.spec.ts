import { MemberMessage } from '../../../contracts/member/messages';
import { OrderMessage } from '../../../contracts/order/messages';
import { CartMessage } from '../../../contracts/cart/messages';
import { PaymentMessage } from '../../../contracts/payment/messages';
import { NewsletterMessage } from '../../../contracts/newsletter/messages';
import { CartDetailMessage } from '../../../contracts/cart/cart-detail';
import { PasskeyMessage } from '../../../contracts/member/passkey';
import { VerificationCodeMessage } from '../../../contracts/member/verification-codes';
import { OrderDocumentMessage } from '../../../contracts/order/documents';
import { ReturnMessage } from '../../../contracts/order/order-return';
import { SERVER_MESSAGES_TR, turkishOf } from './server-messages-tr';
import { inPageLanguage, pageText, preparePageLanguage } from './page-language';

/**
 * The spec §8 texts a page shows, word for word as the spec writes them (S8.03–S8.16; S8.01,
 * S8.02 and S8.15's are Turkish already or in the dictionaries of i18n/): English pages say them
 * so, Turkish pages in Turkish (issue 32 item 12).
 */
const S8_TEXTS: readonly string[] = [
  'Failed to get cart', 'Failed to search products', 'Item removed from cart', 'Failed to remove item from cart',
  'Item quantity updated', 'Failed to update quantity', 'Failed to logout', 'Failed to render template',
  'Failed to get favorites', 'Failed to fetch currencies', 'Failed to get active member', 'Failed to basket count',
  'An error occurred', 'KVKK text could not be loaded', 'Network error occurred',
];

/** The pages' own fallbacks for a failure without a server message (the feature stores): a Turkish page says them in Turkish too. */
const CLIENT_FALLBACKS: readonly string[] = [
  'Failed to get addresses', 'Failed to get cities and districts', 'Failed to get price alarms', 'Failed to get stock alarms', 'Failed to load blog posts',
  'Failed to load the footer', 'Failed to load the menu', 'Failed to load the form', 'Failed to send the form', 'Failed to load texts',
  'Failed to get instalment options', 'Failed to get card points', 'Failed to get bank accounts',
];

/**
 * Plain strings in the message files that no shopper reads: the shop's name shown on the bank's
 * page, an operator's refusal, a developer's one (a request the shop's own pages never send), the
 * missing environment token that is only logged (S8.17).
 */
const NOT_MESSAGES: readonly string[] = [PaymentMessage.merchantName, ReturnMessage.transitionRefused, VerificationCodeMessage.channelInvalid, CartMessage.tokenMissing];

/** The message files whose texts reach a shopper (the operator's member details and lifecycle messages do not). */
const MESSAGE_FILES = {
  MemberMessage, OrderMessage, CartMessage, PaymentMessage, NewsletterMessage, CartDetailMessage, PasskeyMessage, VerificationCodeMessage, OrderDocumentMessage, ReturnMessage,
};

/** Every plain-string constant of those files, as `File.name` and its English text. */
const constants = Object.entries(MESSAGE_FILES).flatMap(([file, messages]) =>
  Object.entries(messages as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, text]) => ({ name: `${file}.${name}`, text })));

describe('Turkish texts of the server messages', () => {
  it('has a Turkish text for every message a shopper reads', () => {
    const missing = constants
      .filter(({ text }) => !NOT_MESSAGES.includes(text) && !Object.hasOwn(SERVER_MESSAGES_TR, text))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('has a Turkish text for every spec §8 message (issue 32 item 12, S8.03–S8.16)', () => {
    expect(S8_TEXTS.filter((text) => !Object.hasOwn(SERVER_MESSAGES_TR, text))).toEqual([]);
    expect(CLIENT_FALLBACKS.filter((text) => !Object.hasOwn(SERVER_MESSAGES_TR, text))).toEqual([]);
    expect([CartMessage.removed, CartMessage.quantityUpdated, MemberMessage.logoutFailure].map(turkishOf)).toEqual(['Ürün sepetinizden çıkarıldı', 'Ürün adedi güncellendi', 'Çıkış yapılamadı']);
  });

  it('holds no text the server no longer sends, and no empty or untranslated one', () => {
    const english = new Set<string>([...constants.filter(({ text }) => !NOT_MESSAGES.includes(text)).map(({ text }) => text), ...S8_TEXTS, ...CLIENT_FALLBACKS]);
    expect(Object.keys(SERVER_MESSAGES_TR).filter((text) => !english.has(text))).toEqual([]);
    expect(Object.entries(SERVER_MESSAGES_TR)).toHaveEvery(([text, turkish]) => turkish.trim() !== '' && turkish !== text);
  });

  it('turns a known message into Turkish and leaves others as they came', () => {
    expect(turkishOf(MemberMessage.wrongCredentials)).toBe('E-posta adresi veya şifre hatalı');
    expect(turkishOf('Something the dictionary has never seen')).toBe('Something the dictionary has never seen');
    expect(turkishOf('constructor')).toBe('constructor');
  });
});

describe('issue 32 item 12: every message a page shows goes through one page-language lookup', () => {
  it('says every spec §8 message in Turkish on a Turkish page and word for word on an English one (S8.05, S8.06, S8.16)', async () => {
    await preparePageLanguage('tr');
    expect(S8_TEXTS.filter((text) => pageText(text, 'tr') === text)).toEqual([]);
    expect(S8_TEXTS.filter((text) => pageText(text, 'en') !== text)).toEqual([]);
    await expect(inPageLanguage(CartMessage.removed, 'tr')).resolves.toBe('Ürün sepetinizden çıkarıldı');
    await expect(inPageLanguage(CartMessage.removed, 'en')).resolves.toBe('Item removed from cart');
  });
});

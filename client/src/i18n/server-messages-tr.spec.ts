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

/** The spec §8 texts: required word for word, so they stay English on the Turkish site too. */
const S8_TEXTS: readonly string[] = [
  MemberMessage.logoutFailure, MemberMessage.activeMemberFailure, MemberMessage.favoritesFailure,
  MemberMessage.anError, MemberMessage.privacyTextFailure, MemberMessage.renderTemplateFailure,
  CartMessage.getFailure, CartMessage.removed, CartMessage.removeFailure, CartMessage.quantityUpdated,
  CartMessage.quantityFailure, CartMessage.basketCountFailure, CartMessage.tokenMissing,
];

/**
 * Plain strings in the message files that no shopper reads: the shop's name shown on the bank's
 * page, an operator's refusal, a developer's one (a request the shop's own pages never send).
 */
const NOT_MESSAGES: readonly string[] = [PaymentMessage.merchantName, ReturnMessage.transitionRefused, VerificationCodeMessage.channelInvalid];

/** The message files whose texts reach a shopper (the operator's member details and lifecycle messages do not). */
const MESSAGE_FILES = {
  MemberMessage, OrderMessage, CartMessage, PaymentMessage, NewsletterMessage, CartDetailMessage, PasskeyMessage, VerificationCodeMessage, OrderDocumentMessage, ReturnMessage,
};

/** Every plain-string constant of those files, as `File.name` and its English text. */
const constants = Object.entries(MESSAGE_FILES).flatMap(([file, messages]) =>
  Object.entries(messages as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, text]) => ({ name: `${file}.${name}`, text })));

describe('Turkish texts of the server messages', () => {
  it('has a Turkish text for every message that is not a spec §8 text', () => {
    const missing = constants
      .filter(({ text }) => !S8_TEXTS.includes(text) && !NOT_MESSAGES.includes(text) && !Object.hasOwn(SERVER_MESSAGES_TR, text))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('leaves every spec §8 text out', () => {
    expect(S8_TEXTS.filter((text) => Object.hasOwn(SERVER_MESSAGES_TR, text))).toEqual([]);
  });

  it('holds no text the server no longer sends, and no empty or untranslated one', () => {
    const english = new Set<string>(constants.filter(({ text }) => !NOT_MESSAGES.includes(text)).map(({ text }) => text));
    expect(Object.keys(SERVER_MESSAGES_TR).filter((text) => !english.has(text))).toEqual([]);
    expect(Object.entries(SERVER_MESSAGES_TR)).toHaveEvery(([text, turkish]) => turkish.trim() !== '' && turkish !== text);
  });

  it('turns a known message into Turkish and leaves others as they came', () => {
    expect(turkishOf(MemberMessage.wrongCredentials)).toBe('E-posta adresi veya şifre hatalı');
    expect(turkishOf('Something the dictionary has never seen')).toBe('Something the dictionary has never seen');
    expect(turkishOf(MemberMessage.logoutFailure)).toBe('Failed to logout');
    expect(turkishOf('constructor')).toBe('constructor');
  });
});

import type { Culture } from '../../../../contracts/enums.js';
import { maskedMobile } from '../../../../contracts/member/verification-codes.js';
import { compose } from '../notification/mail-templates.js';
import type { Mail } from '../notification/notification.repository.js';

/**
 * A change to what proves who the member is or how they are reached (issue 27 item 4). Each is
 * told by mail: the member's address, and for a new e-mail address the old one too, which is
 * the one an intruder cannot silence.
 */
export type CredentialChange =
  /** To the old address: the membership's address is now `newEmail` (shown masked). */
  | { kind: 'email'; newEmail: string }
  /** To the new address: it is the membership's now. */
  | { kind: 'emailNow' }
  | { kind: 'password' }
  /** Renewed with a mailed link (forgot password). */
  | { kind: 'passwordRenewed' }
  | { kind: 'passkeyAdded'; name: string }
  | { kind: 'passkeyRemoved'; name: string }
  | { kind: 'mobilePhone'; mobilePhone: string };

/** An address as a notice names it: enough to recognise, not enough to harvest (a***@example.com). */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const SIGN_IN_LINK = { tr: 'Giriş sayfasına git', en: 'Go to the sign-in page' };
const NOT_YOU = {
  tr: 'Bu değişikliği siz yapmadıysanız hemen giriş sayfasındaki "Şifremi unuttum" ile şifrenizi yenileyin ve bizimle iletişime geçin.',
  en: 'If you did not make this change, renew your password at once with "Forgot my password" on the sign-in page, and contact us.',
};

type Notice = Record<Culture, { subject: string; lines: string[] }>;

function noticeOf(change: CredentialChange): Notice {
  const told = (tr: { subject: string; line: string }, en: { subject: string; line: string }): Notice => ({
    tr: { subject: tr.subject, lines: [tr.line, NOT_YOU.tr] }, en: { subject: en.subject, lines: [en.line, NOT_YOU.en] },
  });
  switch (change.kind) {
    case 'email': return told(
      { subject: 'Vitrin üyeliğinizin e-posta adresi değiştirildi', line: `Üyeliğinizin e-posta adresi ${maskedEmail(change.newEmail)} olarak değiştirildi; bu adrese artık üyelik e-postası göndermeyeceğiz.` },
      { subject: 'The e-mail address of your Vitrin membership was changed', line: `The e-mail address of your membership is now ${maskedEmail(change.newEmail)}; we will send no more membership e-mails to this address.` });
    case 'emailNow': return told(
      { subject: 'Vitrin üyeliğinizin yeni e-posta adresi', line: 'Bu adres artık Vitrin üyeliğinizin e-posta adresidir.' },
      { subject: 'The new e-mail address of your Vitrin membership', line: 'This address is now the e-mail address of your Vitrin membership.' });
    case 'password': return told(
      { subject: 'Vitrin şifreniz değiştirildi', line: 'Üyeliğinizin şifresi değiştirildi; diğer cihazlardaki oturumlarınız kapatıldı.' },
      { subject: 'Your Vitrin password was changed', line: 'The password of your membership was changed; your sign-ins on other devices have ended.' });
    case 'passwordRenewed': return told(
      { subject: 'Vitrin şifreniz yenilendi', line: 'Şifreniz e-postayla gönderilen bağlantıyla yenilendi; bütün oturumlarınız kapatıldı.' },
      { subject: 'Your Vitrin password was renewed', line: 'Your password was renewed with the link we e-mailed; all your sign-ins have ended.' });
    case 'passkeyAdded': return told(
      { subject: 'Vitrin üyeliğinize geçiş anahtarı eklendi', line: `"${change.name}" adlı geçiş anahtarı üyeliğinize eklendi; artık onunla giriş yapılabilir.` },
      { subject: 'A passkey was added to your Vitrin membership', line: `The passkey "${change.name}" was added to your membership; it can now be used to sign in.` });
    case 'passkeyRemoved': return told(
      { subject: 'Vitrin üyeliğinizden geçiş anahtarı kaldırıldı', line: `"${change.name}" adlı geçiş anahtarı üyeliğinizden kaldırıldı.` },
      { subject: 'A passkey was removed from your Vitrin membership', line: `The passkey "${change.name}" was removed from your membership.` });
    case 'mobilePhone': return told(
      { subject: 'Vitrin üyeliğinizin cep telefonu değiştirildi', line: `Üyeliğinizin cep telefonu ${maskedMobile(change.mobilePhone)} olarak değiştirildi.` },
      { subject: 'The mobile phone of your Vitrin membership was changed', line: `The mobile phone of your membership is now ${maskedMobile(change.mobilePhone)}.` });
  }
}

/**
 * Someone signed up with an address that already has a membership (issue 27 item 12): the
 * sign-up answered as for any address, and the address's owner is told here instead.
 */
const SIGN_UP_WITH_TAKEN_ADDRESS: Notice = {
  tr: {
    subject: 'Vitrin üyelik denemesi',
    lines: ['Bu e-posta adresiyle Vitrin\'e üye olunmak istendi, ancak adresin zaten bir üyeliği var; yeni üyelik açılmadı.',
      'Siz denediyseniz giriş yapın ya da giriş sayfasındaki "Şifremi unuttum" ile şifrenizi yenileyin. Siz değilseniz bu e-postayı dikkate almayın.'],
  },
  en: {
    subject: 'A Vitrin sign-up with your address',
    lines: ['Someone tried to sign up at Vitrin with this e-mail address, which already has a membership; no new membership was opened.',
      'If it was you, sign in, or renew your password with "Forgot my password" on the sign-in page. If not, you can ignore this e-mail.'],
  },
};

/**
 * A member asked for this address to become their membership's, but it has a membership of its
 * own (issue 27 item 12): no code is sent, and the owner of the address is told.
 */
const ADDRESS_TAKEN_FOR_CHANGE: Notice = {
  tr: {
    subject: 'Vitrin e-posta adresi değişikliği',
    lines: ['Bu e-posta adresi başka bir Vitrin üyeliğinin adresi yapılmak istendi; adresin zaten bir üyeliği olduğu için hiçbir şey değiştirilmedi.',
      'Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.'],
  },
  en: {
    subject: 'A Vitrin e-mail address change',
    lines: ['Someone asked for this e-mail address to become the address of another Vitrin membership; it already has a membership, so nothing was changed.',
      'If you did not ask for this, you can ignore this e-mail.'],
  },
};

/** A notice in `culture` with the way to the sign-in page (`signInUrl`, in that language). */
function noticeMail(to: string, culture: Culture, notice: Notice, signInUrl: string): Mail {
  return compose(to, culture, { ...notice[culture], link: { text: SIGN_IN_LINK[culture], url: signInUrl } });
}

/** The membership's security mails, in the member's language. */
export const AccountMails = {
  credentialChanged: (to: string, culture: Culture, change: CredentialChange, signInUrl: string): Mail => noticeMail(to, culture, noticeOf(change), signInUrl),
  signUpWithTakenAddress: (to: string, culture: Culture, signInUrl: string): Mail => noticeMail(to, culture, SIGN_UP_WITH_TAKEN_ADDRESS, signInUrl),
  addressTakenForChange: (to: string, culture: Culture, signInUrl: string): Mail => noticeMail(to, culture, ADDRESS_TAKEN_FOR_CHANGE, signInUrl),
};

/** The sign-in page of the shop at `origin`, in `culture`. */
export const signInUrlOf = (origin: string, culture: Culture): string => `${origin}${culture === 'en' ? '/en' : ''}/login`;

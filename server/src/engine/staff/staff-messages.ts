import type { Culture } from '../../../../contracts/enums.js';

/**
 * What staff routes answer, in the caller's language (Accept-Language). The sign-in refusal is
 * one sentence whatever was wrong, so it tells a guesser nothing about which part was right.
 */
export const StaffMessage = {
  signInFailed: { tr: 'E-posta, şifre veya doğrulama kodu hatalı', en: 'Wrong e-mail, password or verification code' },
  signInRequired: { tr: 'Oturum açmanız gerekiyor', en: 'Staff sign-in required' },
  roleRefused: { tr: 'Rolünüz bu işleme izin vermiyor', en: 'Your role may not do this' },
  enrolLinkInvalid: { tr: 'Bu bağlantı geçersiz, kullanılmış veya süresi dolmuş', en: 'This link is invalid, used or expired' },
  enrolNotStarted: { tr: 'Önce şifrenizi belirleyin', en: 'Set your password first' },
  codeWrong: { tr: 'Doğrulama kodu hatalı', en: 'Wrong verification code' },
  emailTaken: { tr: 'Bu e-posta ile bir personel hesabı zaten var', en: 'A staff account with this e-mail already exists' },
  staffNotFound: { tr: 'Personel bulunamadı', en: 'No such staff member' },
  lastOwner: { tr: 'Oturum açabilen son sahip rolünü kaybedemez veya devre dışı bırakılamaz', en: 'The last owner who can sign in cannot lose that role or be disabled' },
} as const satisfies Record<string, Record<Culture, string>>;

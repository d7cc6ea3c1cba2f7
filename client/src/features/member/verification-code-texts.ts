import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** Changing the e-mail (/u/info) and turning the e-mail permission on (/u/communication-preferences) with a code. */
export const VERIFICATION_CODE_TEXTS = defineTexts({
  tr: {
    changeEmailLegend: 'E-posta adresini değiştir',
    newEmail: 'Yeni e-posta adresi',
    sendCode: 'Doğrulama kodu gönder',
    code: 'Doğrulama kodu',
    codeSentTo: '{address} adresine gönderilen kodu girin.',
    confirmCode: 'Onayla',
    emailChanged: 'E-posta adresiniz değiştirildi',
    emailConsentLegend: 'E-posta ile ileti izni',
    emailConsentIntro: 'İzni açmak için e-posta adresinize gönderilen kodu onaylayın.',
    consentSaved: 'İzniniz kaydedildi',
    failed: 'İşlem tamamlanamadı',
  },
  en: {
    changeEmailLegend: 'Change your e-mail address',
    newEmail: 'New e-mail address',
    sendCode: 'Send a verification code',
    code: 'Verification code',
    codeSentTo: 'Enter the code sent to {address}.',
    confirmCode: 'Confirm',
    emailChanged: 'Your e-mail address has been changed',
    emailConsentLegend: 'Messages by e-mail',
    emailConsentIntro: 'To turn the permission on, confirm the code sent to your e-mail address.',
    consentSaved: 'Your permission has been saved',
    failed: 'This could not be done',
  },
});

export const useVerificationCodeT = () => useFeatureT(VERIFICATION_CODE_TEXTS);

import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** Changing the e-mail (/u/info) and turning the e-mail or SMS permission on (/u/communication-preferences) with a code. */
export const VERIFICATION_CODE_TEXTS = defineTexts({
  tr: {
    changeEmailLegend: 'E-posta adresini değiştir',
    newEmail: 'Yeni e-posta adresi',
    sendCode: 'Doğrulama kodu gönder',
    code: 'Doğrulama kodu',
    codeSentTo: '{address} adresine gönderilen kodu girin.',
    codeSentToPhone: '{phone} numaralı cep telefonunuza SMS ile gönderilen kodu girin.',
    confirmCode: 'Onayla',
    emailChanged: 'E-posta adresiniz değiştirildi',
    emailConsentLegend: 'E-posta ile ileti izni',
    emailConsentIntro: 'İzni açmak için e-posta adresinize gönderilen kodu onaylayın.',
    smsConsentLegend: 'SMS ile ileti izni',
    smsConsentIntro: 'İzni açmak için cep telefonunuza SMS ile gönderilen kodu onaylayın.',
    mobilePhoneFirst: 'SMS iznini açmak için önce Hesap Bilgilerim sayfasında cep telefonunuzu ekleyin.',
    consentSaved: 'İzniniz kaydedildi',
    failed: 'İşlem tamamlanamadı',
  },
  en: {
    changeEmailLegend: 'Change your e-mail address',
    newEmail: 'New e-mail address',
    sendCode: 'Send a verification code',
    code: 'Verification code',
    codeSentTo: 'Enter the code sent to {address}.',
    codeSentToPhone: 'Enter the code sent by SMS to your mobile phone {phone}.',
    confirmCode: 'Confirm',
    emailChanged: 'Your e-mail address has been changed',
    emailConsentLegend: 'Messages by e-mail',
    emailConsentIntro: 'To turn the permission on, confirm the code sent to your e-mail address.',
    smsConsentLegend: 'Messages by SMS',
    smsConsentIntro: 'To turn the permission on, confirm the code sent to your mobile phone by SMS.',
    mobilePhoneFirst: 'To turn the SMS permission on, first add your mobile phone under My Account.',
    consentSaved: 'Your permission has been saved',
    failed: 'This could not be done',
  },
});

export const useVerificationCodeT = () => useFeatureT(VERIFICATION_CODE_TEXTS);

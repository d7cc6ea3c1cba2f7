import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/**
 * The newsletter's own texts (the footer form, the bot check's widget, the /bulten page): they
 * come with the form's and the page's chunks, not in the first download. The consent checkbox's
 * words live in contracts/newsletter/consent.ts with their version.
 */
export const NEWSLETTER_TEXTS = defineTexts({
  tr: {
    consentRequired: 'Abone olmak için KVKK aydınlatma metnini kabul etmelisiniz',
    submitting: 'Gönderiliyor…',
    checkInbox: 'Aboneliğinizi onaylamak için e-posta kutunuzu kontrol edin.',
    failed: 'Aboneliğiniz şu anda alınamadı; lütfen yeniden deneyin.',
    botCheckRequired: 'Lütfen robot doğrulamasını tamamlayın',
    botCheckLabel: 'Robot olmadığımı doğrula',
    botCheckVerifying: 'Doğrulanıyor…',
    botCheckVerified: 'Doğrulandı',
    botCheckError: 'Doğrulama başarısız; yeniden deneyin.',
    botCheckExpired: 'Doğrulamanın süresi doldu; yeniden deneyin.',
    botCheckWait: 'Doğrulanıyor… lütfen bekleyin.',
    confirming: 'Aboneliğiniz onaylanıyor…',
    unsubscribing: 'Abonelikten çıkarılıyorsunuz…',
    confirmed: 'Bülten aboneliğiniz onaylandı. Kampanyalardan ilk siz haberdar olacaksınız.',
    unsubscribed: 'Bülten aboneliğinizden çıktınız. Artık bülten e-postası almayacaksınız.',
    confirmFailed: 'Aboneliğiniz onaylanamadı.',
    unsubscribeFailed: 'Abonelikten çıkış yapılamadı.',
    noLink: 'Bu sayfa, bülten e-postalarındaki bağlantılarla açılır. Abone olmak için sayfanın altındaki formu kullanabilirsiniz.',
  },
  en: {
    consentRequired: 'Please accept the KVKK privacy notice to subscribe',
    submitting: 'Sending…',
    checkInbox: 'Check your inbox to confirm your subscription.',
    failed: 'Your subscription could not be taken right now; please try again.',
    botCheckRequired: 'Please complete the bot check',
    botCheckLabel: 'Verify that I am not a robot',
    botCheckVerifying: 'Verifying…',
    botCheckVerified: 'Verified',
    botCheckError: 'Verification failed; please try again.',
    botCheckExpired: 'The verification expired; please try again.',
    botCheckWait: 'Verifying… please wait.',
    confirming: 'Confirming your subscription…',
    unsubscribing: 'Unsubscribing you…',
    confirmed: 'Your newsletter subscription is confirmed. You will be the first to hear about our deals.',
    unsubscribed: 'You have unsubscribed from our newsletter. You will not get newsletter e-mails any more.',
    confirmFailed: 'Your subscription could not be confirmed.',
    unsubscribeFailed: 'You could not be unsubscribed.',
    noLink: 'This page opens from the links in our newsletter e-mails. To subscribe, use the form at the bottom of the page.',
  },
});

export type NewsletterTextKey = keyof typeof NEWSLETTER_TEXTS.tr;

/** The newsletter's translator, following the page's language. */
export const useNewsletterT = () => useFeatureT(NEWSLETTER_TEXTS);

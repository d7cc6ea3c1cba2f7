import { defineTexts, useFeatureT } from '../i18n/feature-texts';

/** The bot check widget's own words, wherever a form shows it (the guest form, the payment form). */
export const BOT_CHECK_TEXTS = defineTexts({
  tr: {
    label: 'Robot olmadığımı doğrula',
    verifying: 'Doğrulanıyor…',
    verified: 'Doğrulandı',
    error: 'Doğrulama başarısız; yeniden deneyin.',
    expired: 'Doğrulamanın süresi doldu; yeniden deneyin.',
    required: 'Lütfen robot doğrulamasını tamamlayın',
  },
  en: {
    label: 'I am not a robot',
    verifying: 'Verifying…',
    verified: 'Verified',
    error: 'Verification failed; try again.',
    expired: 'Verification expired; try again.',
    required: 'Please complete the bot check',
  },
});

export const useBotCheckT = () => useFeatureT(BOT_CHECK_TEXTS);

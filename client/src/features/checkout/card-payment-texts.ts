import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** Texts of the card's bank, instalments, points, the bank accounts and 3-D Secure outcomes. */
export const CARD_PAYMENT_TEXTS = defineTexts({
  tr: {
    installmentsHeading: 'Taksit seçenekleri',
    bankLoading: 'Kartınızın bankası sorgulanıyor…',
    unknownBank: 'Bu kartla tek çekim ödeme yapabilirsiniz.',
    bankFamily: '{bank} · {family}',
    single: 'Tek çekim',
    installmentOption: '{count} taksit',
    perMonth: '{count} × {monthly}',
    total: 'Toplam {total}',
    interestFree: 'Vade farksız',
    usePoints: 'Kart puanımı kullan ({balance})',
    pointsNote: 'Puanlarınız toplamdan düşülür; kalan tutar seçtiğiniz taksitle çekilir.',
    bankAccountsLoading: 'Banka hesapları yükleniyor…',
    installmentsOnOrder: '{count} taksit',
    pointsOnOrder: 'Kart puanı: {amount}',
    interestOnOrder: 'Vade farkı: {amount}',
    challengeFailed: 'Kartınızın 3D Secure doğrulaması tamamlanmadı; ödemeniz alınmadı.',
    cartChanged: '3D Secure doğrulaması sırasında sepetiniz değişti; ödemeniz alınmadı. Sepetinizi kontrol edip yeniden ödeyin.',
    redirecting: 'Bankanızın doğrulama sayfasına yönlendiriliyorsunuz…',
  },
  en: {
    installmentsHeading: 'Instalment options',
    bankLoading: 'Looking up your card\'s bank…',
    unknownBank: 'This card pays in a single payment.',
    bankFamily: '{bank} · {family}',
    single: 'Single payment',
    installmentOption: '{count} instalments',
    perMonth: '{count} × {monthly}',
    total: 'Total {total}',
    interestFree: 'Interest free',
    usePoints: 'Use my card points ({balance})',
    pointsNote: 'Your points come off the total; the rest is charged in the instalments you chose.',
    bankAccountsLoading: 'Loading bank accounts…',
    installmentsOnOrder: '{count} instalments',
    pointsOnOrder: 'Card points: {amount}',
    interestOnOrder: 'Instalment interest: {amount}',
    challengeFailed: 'Your card\'s 3-D Secure verification did not complete; no payment was taken.',
    cartChanged: 'Your cart changed during the 3-D Secure verification; no payment was taken. Please review your cart and pay again.',
    redirecting: 'Taking you to your bank\'s verification page…',
  },
});

export type CardPaymentTextKey = keyof typeof CARD_PAYMENT_TEXTS.tr;

export const useCardPaymentT = () => useFeatureT(CARD_PAYMENT_TEXTS);

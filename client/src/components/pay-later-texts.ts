import { defineTexts, useFeatureT } from '../i18n/feature-texts';

/** The pay-later payment form's words (issue 32 item 5): the member's order page and a guest's order tracking show the one form. */
export const PAY_LATER_TEXTS = defineTexts({
  tr: {
    dueDate: 'Son ödeme tarihi: {date}',
    payHeading: 'Siparişi öde',
    payByCard: 'Kredi kartıyla öde',
    payByWallet: 'Cüzdanımla öde',
    payNow: 'Şimdi öde',
    paying: 'Ödeniyor…',
    paid: 'Ödemeniz alındı',
    payFailed: 'Ödeme yapılamadı',
    challengeFailed: 'Kartınızın 3D Secure doğrulaması tamamlanmadı; ödemeniz alınmadı. Siparişiniz ödeme bekliyor.',
    cardNumber: 'Kart numarası',
    cardHolder: 'Kart üzerindeki isim',
    expiry: 'Son kullanma (AA/YYYY)',
    cvv: 'Güvenlik kodu (CVV)',
  },
  en: {
    dueDate: 'Pay by {date}',
    payHeading: 'Pay for the order',
    payByCard: 'Pay by credit card',
    payByWallet: 'Pay from my wallet',
    payNow: 'Pay now',
    paying: 'Paying…',
    paid: 'Your payment has been received',
    payFailed: 'The payment could not be made',
    challengeFailed: 'Your card\'s 3-D Secure verification did not complete; no payment was taken. Your order is still waiting for its payment.',
    cardNumber: 'Card number',
    cardHolder: 'Name on card',
    expiry: 'Expiry (MM/YYYY)',
    cvv: 'Security code (CVV)',
  },
});

export type PayLaterTextKey = keyof typeof PAY_LATER_TEXTS.tr;
export const usePayLaterT = () => useFeatureT(PAY_LATER_TEXTS);

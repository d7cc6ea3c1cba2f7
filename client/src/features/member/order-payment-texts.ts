import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** The member's order page: pay later, wallet, store pick-up and the payment's status. */
export const ORDER_PAYMENT_TEXTS = defineTexts({
  tr: {
    paymentType9: 'Sonra öde',
    paymentType10: 'Cüzdan',
    status_captured: 'Ödendi',
    status_authorized: 'Onaylandı',
    status_waiting: 'Ödeme bekleniyor',
    'status_on-delivery': 'Teslimatta ödenecek',
    status_free: 'Ücretsiz',
    status_refunded: 'İade edildi',
    'status_partially-refunded': 'Kısmen iade edildi',
    status_voided: 'İptal edildi',
    paymentStatus: 'Ödeme durumu',
    pickupStore: 'Teslim alınacak mağaza',
    storeHours: 'Çalışma saatleri',
  },
  en: {
    paymentType9: 'Pay later',
    paymentType10: 'Wallet',
    status_captured: 'Paid',
    status_authorized: 'Authorized',
    status_waiting: 'Waiting for payment',
    'status_on-delivery': 'Paid on delivery',
    status_free: 'Free of charge',
    status_refunded: 'Refunded',
    'status_partially-refunded': 'Partially refunded',
    status_voided: 'Voided',
    paymentStatus: 'Payment status',
    pickupStore: 'Pick-up store',
    storeHours: 'Opening hours',
  },
});

export type OrderPaymentTextKey = keyof typeof ORDER_PAYMENT_TEXTS.tr;
export const useOrderPaymentT = () => useFeatureT(ORDER_PAYMENT_TEXTS);

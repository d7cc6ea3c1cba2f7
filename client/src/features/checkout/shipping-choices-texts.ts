import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** Texts of the shipment options, the gift note and the agreement dialog (they come with the checkout pages). */
export const SHIPPING_CHOICES_TEXTS = defineTexts({
  tr: {
    shipmentHeading: 'Kargo seçenekleri',
    free: 'Ücretsiz',
    freeOver: '{amount} ve üzeri alışverişte ücretsiz',
    giftHeading: 'Hediye paketi',
    giftBox: 'Hediye paketi olsun',
    giftNote: 'Hediye notu',
    giftNoteHint: 'Notunuz pakete eklenen karta yazılır.',
    giftNoteCounter: '{count} / {max}',
    saving: 'Kaydediliyor…',
    agreementLoading: 'Sözleşme hazırlanıyor…',
    agreementNeedsAddress: 'Sözleşmeyi görmek için önce bir teslimat adresi seçin.',
  },
  en: {
    shipmentHeading: 'Shipping options',
    free: 'Free',
    freeOver: 'Free on orders of {amount} or more',
    giftHeading: 'Gift box',
    giftBox: 'Pack it in a gift box',
    giftNote: 'Gift note',
    giftNoteHint: 'Your note is printed on the card in the box.',
    giftNoteCounter: '{count} / {max}',
    saving: 'Saving…',
    agreementLoading: 'Preparing the agreement…',
    agreementNeedsAddress: 'Choose a shipping address first to see the agreement.',
  },
});

export type ShippingChoicesTextKey = keyof typeof SHIPPING_CHOICES_TEXTS.tr;
export const useShippingChoicesT = () => useFeatureT(SHIPPING_CHOICES_TEXTS);

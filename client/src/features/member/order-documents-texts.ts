import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** Texts of the order detail's documents: the invoice, repeat order, the gift note and the accepted agreements. */
export const ORDER_DOCUMENTS_TEXTS = defineTexts({
  tr: {
    invoice: 'Fatura (PDF)',
    repeat: 'Tekrar sipariş ver',
    repeating: 'Sepete ekleniyor…',
    repeated: 'Siparişinizdeki ürünler sepetinizde',
    outOfStock: 'Stokta olmadığı için eklenemeyenler: {names}',
    nothingInStock: 'Bu siparişteki ürünlerin hiçbiri stokta değil',
    repeatFailed: 'Sipariş tekrarlanamadı',
    giftBox: 'Hediye paketi',
    giftNote: 'Hediye notu',
    agreements: 'Kabul ettiğiniz sözleşmeler',
    preInformation: 'Ön Bilgilendirme Formu',
    salesAgreement: 'Mesafeli Satış Sözleşmesi',
  },
  en: {
    invoice: 'Invoice (PDF)',
    repeat: 'Order again',
    repeating: 'Adding to your cart…',
    repeated: 'The products of your order are in your cart',
    outOfStock: 'Not added, out of stock: {names}',
    nothingInStock: 'None of the products of this order is in stock',
    repeatFailed: 'The order could not be repeated',
    giftBox: 'Gift box',
    giftNote: 'Gift note',
    agreements: 'The agreements you accepted',
    preInformation: 'Pre-information Form',
    salesAgreement: 'Distance Sales Agreement',
  },
});

export const useOrderDocumentsT = () => useFeatureT(ORDER_DOCUMENTS_TEXTS);

import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** Order tracking's texts (/siparis-takip, /en/order-track): they come with its page. */
export const ORDER_TRACK_TEXTS = defineTexts({
  tr: {
    intro: 'Siparişinizin durumunu görmek için sipariş numaranızı ve siparişi verdiğiniz e-posta adresini girin.',
    docNo: 'Sipariş numarası',
    docNoHint: 'Örnek: VTR-2026-000123',
    docNoInvalid: 'Sipariş numarası VTR-2026-000123 biçiminde olmalıdır',
    email: 'E-posta',
    submit: 'Siparişimi bul',
    searching: 'Aranıyor…',
    failed: 'Sipariş bulunamadı',
    resultHeading: '{docNo} numaralı sipariş',
    status: 'Durum',
    orderDate: 'Sipariş tarihi',
    total: 'Tutar',
    historyHeading: 'Sipariş geçmişi',
    invoice: 'Fatura (PDF)',
    invoiceLoading: 'Fatura hazırlanıyor…',
    invoiceFailed: 'Fatura alınamadı',
  },
  en: {
    intro: 'Enter your order number and the e-mail address you ordered with to see where your order is.',
    docNo: 'Order number',
    docNoHint: 'Example: VTR-2026-000123',
    docNoInvalid: 'The order number must look like VTR-2026-000123',
    email: 'E-mail',
    submit: 'Find my order',
    searching: 'Searching…',
    failed: 'Order not found',
    resultHeading: 'Order {docNo}',
    status: 'Status',
    orderDate: 'Order date',
    total: 'Total',
    historyHeading: 'Order history',
    invoice: 'Invoice (PDF)',
    invoiceLoading: 'Preparing the invoice…',
    invoiceFailed: 'The invoice could not be downloaded',
  },
});

export const useOrderTrackT = () => useFeatureT(ORDER_TRACK_TEXTS);

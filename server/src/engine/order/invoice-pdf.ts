/**
 * The invoice of an order as a PDF (spec §7 Order management: invoices, guest invoices), made
 * with pdfkit (pdf-document.ts).
 */
import type { Culture } from '../../../../contracts/enums.js';
import { includedTaxOf } from '../../../../contracts/cart/money-rows.js';
import type { Order } from '../../../../contracts/order/entities.js';
import type { CurrencyFormat } from '../currency/currency.repository.js';
import { formatMinorMoney } from '../../../../contracts/currency/money-format.js';
import { addressText, longDate, paymentName } from './agreement-forms.js';
import { TOTAL_LABEL, writtenOrderMoney } from './order-money.js';
import { pdfOf } from './pdf-document.js';
import { SELLER } from './seller.js';

const TEXT = {
  tr: {
    title: 'FATURA', seller: 'Satıcı', buyer: 'Alıcı', docNo: 'Sipariş No', date: 'Tarih', payment: 'Ödeme', shipper: 'Kargo', pickup: 'Teslim alınacak mağaza',
    product: 'Ürün', quantity: 'Adet', unitPrice: 'Birim fiyat', total: 'Tutar', includedTax: 'Toplama dahil KDV', giftBox: 'Hediye paketi', note: 'Not',
    footer: 'Bu belge elektronik ortamda oluşturulmuştur. Fiyatlara KDV dahildir.',
  },
  en: {
    title: 'INVOICE', seller: 'Seller', buyer: 'Buyer', docNo: 'Order No', date: 'Date', payment: 'Payment', shipper: 'Shipping', pickup: 'Pick-up store',
    product: 'Product', quantity: 'Qty', unitPrice: 'Unit price', total: 'Amount', includedTax: 'VAT included in the total', giftBox: 'Gift box', note: 'Note',
    footer: 'This document was issued electronically. Prices include VAT.',
  },
} as const;

/** Column x positions and widths of the lines table (A4, 50 pt margins). */
const COLUMNS = { name: [50, 260], quantity: [315, 40], unit: [360, 90], total: [455, 90] } as const;

/** The invoice of `order` in `culture`, as PDF bytes. */
export function invoiceOf(order: Order, culture: Culture, currency: CurrencyFormat): Promise<Buffer> {
  const t = TEXT[culture];
  return pdfOf(`${t.title} ${order.docNo}`, (doc) => {
    doc.font('bold').fontSize(18).text(t.title);
    doc.moveDown(0.5);
    doc.font('body').fontSize(10);
    doc.text(`${t.docNo}: ${order.docNo}`);
    doc.text(`${t.date}: ${longDate(new Date(order.createdAt), culture)}`);
    doc.text(`${t.payment}: ${paymentName(culture, order.payment.paymentType)}${order.payment.cardLastFour ? ` (**** ${order.payment.cardLastFour})` : ''}`);
    doc.text(`${t.shipper}: ${order.shipper}`);
    if (order.pickupStore) doc.text(`${t.pickup}: ${order.pickupStore.name}, ${order.pickupStore.address}, ${order.pickupStore.countyName}/${order.pickupStore.cityName} (${order.pickupStore.hours})`);
    if (order.giftBox) doc.text(`${t.giftBox}${order.giftNote ? ` · ${t.note}: ${order.giftNote}` : ''}`);
    doc.moveDown();

    const top = doc.y;
    doc.font('bold').text(t.seller, 50, top, { width: 240 });
    doc.font('body').text(`${SELLER.name}\n${SELLER.address}\n${SELLER.taxOffice}\n${SELLER.email}`, { width: 240 });
    const sellerBottom = doc.y;
    const buyer = order.invoiceAddress;
    doc.font('bold').text(t.buyer, 305, top, { width: 240 });
    doc.font('body').text(`${buyer.name} ${buyer.surname}\n${addressText(buyer)}\n${order.email}`, 305, doc.y, { width: 240 });
    doc.y = Math.max(sellerBottom, doc.y);
    doc.x = 50;
    doc.moveDown();

    const row = (cells: { name: string; quantity: string; unit: string; total: string }, font: 'body' | 'bold') => {
      const y = doc.y;
      doc.font(font);
      // The name first and whole, so a wrapped name still reads as one text.
      doc.text(cells.name, COLUMNS.name[0], y, { width: COLUMNS.name[1] });
      const bottom = doc.y;
      doc.text(cells.quantity, COLUMNS.quantity[0], y, { width: COLUMNS.quantity[1], align: 'right' });
      doc.text(cells.unit, COLUMNS.unit[0], y, { width: COLUMNS.unit[1], align: 'right' });
      doc.text(cells.total, COLUMNS.total[0], y, { width: COLUMNS.total[1], align: 'right' });
      doc.y = Math.max(bottom, doc.y) + 4;
    };
    // Lines at list price × quantity, then the rows that add up to the total: the same rows as the order's pages and mail (issue 32 items 1, 2).
    const written = writtenOrderMoney(order, culture, currency);
    row({ name: t.product, quantity: t.quantity, unit: t.unitPrice, total: t.total }, 'bold');
    for (const line of written.lines) {
      row({ name: `${line.item.name}${line.item.stockTypeName ? ` (${line.item.stockTypeName})` : ''}`, quantity: String(line.quantity), unit: line.unit, total: line.amount }, 'body');
    }
    doc.moveDown();

    const sum = (label: string, amount: string, font: 'body' | 'bold') => {
      const y = doc.y;
      doc.font(font).text(label, 305, y, { width: 150 });
      doc.text(amount, COLUMNS.total[0], y, { width: COLUMNS.total[1], align: 'right' });
      doc.moveDown(0.3);
    };
    for (const entry of written.rows) sum(entry.kind === 'shipping' ? `${entry.label} (${order.shipper})` : entry.label, entry.amount, 'body');
    sum(TOTAL_LABEL[culture], written.total, 'bold');
    // The VAT inside the total, as the invoice must state it: a note under the total, not a row of the sum.
    sum(t.includedTax, formatMinorMoney(includedTaxOf(order.totals), currency, culture), 'body');
    doc.moveDown(2);
    doc.font('body').fontSize(8).text(t.footer, 50, doc.y, { width: 495 });
  });
}

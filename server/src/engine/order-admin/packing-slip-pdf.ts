/**
 * The packing slip of an order (issue 30 item 1): what goes in the parcel and where it goes, for
 * the warehouse. No prices: the parcel's content is not its invoice.
 */
import type { Culture } from '../../../../contracts/enums.js';
import type { Order } from '../../../../contracts/order/entities.js';
import { addressText, longDate } from '../order/agreement-forms.js';
import { pdfOf } from '../order/pdf-document.js';

const TEXT = {
  tr: {
    title: 'SEVK İRSALİYESİ / PAKET LİSTESİ', docNo: 'Sipariş No', date: 'Tarih', shipTo: 'Teslimat adresi', pickup: 'Teslim alınacak mağaza', shipper: 'Kargo',
    tracking: 'Kargo takip no', barcode: 'Barkod', product: 'Ürün', quantity: 'Adet', giftBox: 'Hediye paketi', note: 'Not',
  },
  en: {
    title: 'PACKING SLIP', docNo: 'Order No', date: 'Date', shipTo: 'Ship to', pickup: 'Pick-up store', shipper: 'Shipping',
    tracking: 'Tracking number', barcode: 'Barcode', product: 'Product', quantity: 'Qty', giftBox: 'Gift box', note: 'Note',
  },
} as const;

const COLUMNS = { barcode: [50, 120], name: [175, 320], quantity: [500, 45] } as const;

/** The packing slip of `order` in `culture`, as PDF bytes. */
export function packingSlipOf(order: Order, culture: Culture): Promise<Buffer> {
  const t = TEXT[culture];
  return pdfOf(`${t.title} ${order.docNo}`, (doc) => {
    doc.font('bold').fontSize(16).text(t.title);
    doc.moveDown(0.5);
    doc.font('body').fontSize(10);
    doc.text(`${t.docNo}: ${order.docNo}`);
    doc.text(`${t.date}: ${longDate(new Date(order.createdAt), culture)}`);
    doc.text(`${t.shipper}: ${order.shipper}`);
    if (order.trackingNumber) doc.text(`${t.tracking}: ${order.trackingNumber}`);
    if (order.giftBox) doc.text(`${t.giftBox}${order.giftNote ? ` · ${t.note}: ${order.giftNote}` : ''}`);
    doc.moveDown();
    const to = order.shippingAddress;
    doc.font('bold').text(order.pickupStore ? t.pickup : t.shipTo);
    doc.font('body').text(order.pickupStore
      ? `${order.pickupStore.name}\n${order.pickupStore.address}, ${order.pickupStore.countyName}/${order.pickupStore.cityName}\n${to.name} ${to.surname}`
      : `${to.name} ${to.surname}\n${addressText(to)}`);
    doc.moveDown();
    const row = (cells: { barcode: string; name: string; quantity: string }, font: 'body' | 'bold') => {
      const y = doc.y;
      doc.font(font);
      doc.text(cells.name, COLUMNS.name[0], y, { width: COLUMNS.name[1] });
      const bottom = doc.y;
      doc.text(cells.barcode, COLUMNS.barcode[0], y, { width: COLUMNS.barcode[1] });
      doc.text(cells.quantity, COLUMNS.quantity[0], y, { width: COLUMNS.quantity[1], align: 'right' });
      doc.y = Math.max(bottom, doc.y) + 4;
    };
    row({ barcode: t.barcode, name: t.product, quantity: t.quantity }, 'bold');
    for (const item of order.items) {
      row({ barcode: item.barcode, name: `${item.name}${item.stockTypeName ? ` (${item.stockTypeName})` : ''}`, quantity: String(item.quantity) }, 'body');
    }
  });
}

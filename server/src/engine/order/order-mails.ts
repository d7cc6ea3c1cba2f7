import type { Culture, OrderStatus } from '../../../../contracts/enums.js';
import { ORDER_STATUS_NAMES } from '../../../../contracts/order/order-status.js';
import { RETURN_STATUS_NAMES, type ReturnStatus } from '../../../../contracts/order/order-return.js';
import { compose } from '../notification/mail-templates.js';
import type { Mail } from '../notification/notification.repository.js';
import type { BankAccount } from '../../../../contracts/payment/entities.js';

/** Where the shopper sees an order: a member's order page, or the tracking page a guest opens with the number and e-mail. */
export function orderUrlOf(origin: string, order: { docNo: string; isGuest: boolean; culture: Culture }): string {
  // The guest's tracking page opens with the order's number filled in (issue 32 item 5): only the e-mail is asked.
  if (order.isGuest) return `${origin}${order.culture === 'en' ? '/en/order-track' : '/siparis-takip'}?docno=${encodeURIComponent(order.docNo)}`;
  return `${origin}${order.culture === 'en' ? '/en' : ''}/u/orders/${order.docNo}`;
}

/**
 * A placed order as its mail tells it, amounts already written in the order's currency: lines at
 * list price × quantity, the rows under them (campaigns, coupon, shipping, fees) and the total they
 * add up to, as the order's pages show them (order-money.ts, issue 32 items 1 and 2).
 */
export interface PlacedOrderSummary {
  lines: { name: string; size: string | null; quantity: number; total: string }[];
  rows: { label: string; amount: string }[];
  /** The total's name and amount. */
  total: { label: string; amount: string };
  paymentName: string;
  /** A bank transfer or pay-later order: nothing is prepared before the money comes. */
  waitsForPayment: boolean;
  isGuest: boolean;
  /** A bank transfer: the accounts of the order's currency it is to be sent to (issue 32 item 6). */
  bankAccounts?: readonly BankAccount[];
  /** A pay-later order: the day it must be paid by, as the shopper reads it (issue 32 item 5). */
  payBy?: string;
}

const lineOf = (line: PlacedOrderSummary['lines'][number]) => `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}: ${line.total}`;
const moneyOf = (order: PlacedOrderSummary) => [...order.lines.map(lineOf), ...[...order.rows, order.total].map((row) => `${row.label}: ${row.amount}`)];

/** A pay-later order: by when, and where it is paid (the mail's link); the order is cancelled after (issue 32 item 5). */
function payLaterLinesOf(culture: Culture, order: PlacedOrderSummary): string[] {
  if (!order.payBy) return [];
  const how = order.isGuest
    ? (culture === 'tr' ? 'sipariş takip sayfasından (sipariş numaranız ve bu e-posta adresiyle) kredi kartıyla' : 'by card on the order tracking page (with your order number and this e-mail address)')
    : (culture === 'tr' ? 'sipariş sayfanızdan kredi kartıyla ya da cüzdanınızdan' : 'by card or from your wallet on your order page');
  return culture === 'tr'
    ? [`Son ödeme tarihi: ${order.payBy}. Siparişinizi bu tarihe kadar ${how} ödeyebilirsiniz (bağlantı aşağıda); ödenmeyen sipariş iptal edilir.`]
    : [`Pay by: ${order.payBy}. Until then you can pay for your order ${how} (link below); an order not paid by then is cancelled.`];
}

/** Where a transfer goes, one line per account with its currency; the order number as the transfer's description finds the payment. */
function transferLinesOf(culture: Culture, docNo: string, accounts: readonly BankAccount[] | undefined): string[] {
  if (!accounts?.length) return [];
  const account = (entry: BankAccount) => culture === 'tr'
    ? `${entry.bankName}, şube ${entry.branch} · Hesap sahibi: ${entry.accountHolder} · IBAN: ${entry.iban} (${entry.currencyCode})`
    : `${entry.bankName}, branch ${entry.branch} · Account holder: ${entry.accountHolder} · IBAN: ${entry.iban} (${entry.currencyCode})`;
  return [
    culture === 'tr'
      ? `Havale / EFT ile ödemek için tutarı aşağıdaki hesaplardan birine gönderin; açıklamaya sipariş numaranızı (${docNo}) yazın:`
      : `To pay by bank transfer, send the total to one of these accounts with your order number (${docNo}) as the description:`,
    ...accounts.map(account),
  ];
}

/** The order lifecycle's mails, in the order's language. */
export const OrderMails = {
  /**
   * The order was placed: its number, what was bought and what comes next. A guest has no account
   * page, so this mail is where the order number is kept.
   */
  placed(to: string, culture: Culture, docNo: string, order: PlacedOrderSummary, url: string): Mail {
    return compose(to, culture, culture === 'tr'
      ? {
        subject: `${docNo} numaralı siparişiniz alındı`,
        lines: [
          `Siparişiniz için teşekkür ederiz. Sipariş numaranız: ${docNo}`, ...moneyOf(order), `Ödeme: ${order.paymentName}`,
          ...transferLinesOf(culture, docNo, order.bankAccounts),
          ...payLaterLinesOf(culture, order),
          order.waitsForPayment ? 'Ödemeniz bize ulaştığında siparişinizi hazırlamaya başlayacağız.' : 'Siparişiniz hazırlanıp kargoya verildiğinde size haber vereceğiz.',
          ...(order.isGuest ? ['Siparişinizi sipariş numaranız ve bu e-posta adresiyle takip edebilirsiniz.'] : []),
        ],
        link: { text: order.payBy ? 'Siparişi öde' : order.isGuest ? 'Siparişimi takip et' : 'Siparişi görüntüle', url },
      }
      : {
        subject: `We have received your order ${docNo}`,
        lines: [
          `Thank you for your order. Your order number: ${docNo}`, ...moneyOf(order), `Payment: ${order.paymentName}`,
          ...transferLinesOf(culture, docNo, order.bankAccounts),
          ...payLaterLinesOf(culture, order),
          order.waitsForPayment ? 'We will start preparing your order once your payment reaches us.' : 'We will let you know when your order is prepared and shipped.',
          ...(order.isGuest ? ['You can track your order with its number and this e-mail address.'] : []),
        ],
        link: { text: order.payBy ? 'Pay for the order' : order.isGuest ? 'Track my order' : 'See the order', url },
      });
  },
  /** The order moved to `status` (operator or shopper). */
  statusChanged(to: string, culture: Culture, docNo: string, status: OrderStatus, url: string, note?: string, trackingNumber?: string): Mail {
    const name = ORDER_STATUS_NAMES[culture][status];
    return compose(to, culture, culture === 'tr'
      ? {
        subject: `${docNo} numaralı siparişiniz: ${name}`,
        lines: [`${docNo} numaralı siparişinizin durumu "${name}" olarak güncellendi.`, ...(trackingNumber ? [`Kargo takip numaranız: ${trackingNumber}`] : []), ...(note ? [`Not: ${note}`] : [])],
        link: { text: 'Siparişi görüntüle', url },
      }
      : {
        subject: `Your order ${docNo}: ${name}`,
        lines: [`The status of your order ${docNo} is now "${name}".`, ...(trackingNumber ? [`Your tracking number: ${trackingNumber}`] : []), ...(note ? [`Note: ${note}`] : [])],
        link: { text: 'See the order', url },
      });
  },
  /** A return was asked for, or the shop moved it on; `amount` is written when money goes back. */
  returnChanged(to: string, culture: Culture, docNo: string, returnId: number, status: ReturnStatus, url: string, amount?: string): Mail {
    const name = RETURN_STATUS_NAMES[culture][status];
    const refunded = amount ? (culture === 'tr' ? [`${amount} tutarındaki ödemeniz iade edildi.`] : [`${amount} has been refunded to you.`]) : [];
    return compose(to, culture, culture === 'tr'
      ? { subject: `${docNo} siparişinizin ${returnId} numaralı iadesi: ${name}`, lines: [`${docNo} numaralı siparişiniz için ${returnId} numaralı iade talebinizin durumu: "${name}".`, ...refunded], link: { text: 'İadeyi görüntüle', url } }
      : { subject: `Return ${returnId} of your order ${docNo}: ${name}`, lines: [`Your return request ${returnId} for order ${docNo} is now "${name}".`, ...refunded], link: { text: 'See the return', url } });
  },
};

import type { Culture, OrderStatus } from '../../../../contracts/enums.js';
import { ORDER_STATUS_NAMES } from '../../../../contracts/order/order-status.js';
import { RETURN_STATUS_NAMES, type ReturnStatus } from '../../../../contracts/order/order-return.js';
import { compose } from '../notification/mail-templates.js';
import type { Mail } from '../notification/notification.repository.js';


/** The order lifecycle's mails, in the order's language. */
export const OrderMails = {
  /** The order moved to `status` (operator or shopper). */
  statusChanged(to: string, culture: Culture, docNo: string, status: OrderStatus, url: string, note?: string): Mail {
    const name = ORDER_STATUS_NAMES[culture][status];
    return compose(to, culture, culture === 'tr'
      ? { subject: `${docNo} numaralı siparişiniz: ${name}`, lines: [`${docNo} numaralı siparişinizin durumu "${name}" olarak güncellendi.`, ...(note ? [`Not: ${note}`] : [])], link: { text: 'Siparişi görüntüle', url } }
      : { subject: `Your order ${docNo}: ${name}`, lines: [`The status of your order ${docNo} is now "${name}".`, ...(note ? [`Note: ${note}`] : [])], link: { text: 'See the order', url } });
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

import { PaymentType } from '../../contracts/enums.js';
import type { Order } from '../../contracts/order/entities.js';
import type { BankAccount } from '../../contracts/payment/entities.js';
import { orderSuite } from './order-shoppers.js';

const IBAN = /^TR\d{2}( \d{4}){5} \d{2}$/;

/**
 * Bank transfer's accounts (issue 32 item 6; S7.26 get banks, S7.32 transfer, S7.18/S7.19 order
 * details): the checkout, the order mail, the order pages and tracking name the accounts to send
 * the money to, each with its currency, and those of the order's currency.
 */
describe('issue 32 item 6: bank transfer accounts per currency in get banks, the order mail, order detail and tracking (S7.26, S7.32, S7.18, S7.19)', () => {
  const shoppers = orderSuite(3);
  const { api, freshVariant } = shoppers;

  it('S7.26 get banks answers the accounts of the shopper\'s currency, each with its currency: lira on the Turkish site, dollars on the English one', async () => {
    const tr = (await api().post('/api/get-banks').send({}).expect(200)).body as { bankAccounts: BankAccount[] };
    const en = (await api().post('/api/get-banks').set('x-culture', 'en').send({}).expect(200)).body as { bankAccounts: BankAccount[] };
    expect(tr.bankAccounts.length).toBeGreaterThan(0);
    expect(tr.bankAccounts).toHaveEvery((account: BankAccount) => account.currencyCode === 'TRY' && IBAN.test(account.iban));
    expect(en.bankAccounts.length).toBeGreaterThan(0);
    expect(en.bankAccounts).toHaveEvery((account: BankAccount) => account.currencyCode === 'USD' && IBAN.test(account.iban));
    expect(en.bankAccounts.map((account) => account.iban)).not.toContain(tr.bankAccounts[0].iban);
  });

  it('S7.32 S7.19 an English USD guest transfer: the mail and tracking give the USD accounts with their currency; paid, tracking gives none', async () => {
    const guest = await shoppers.guest();
    const order = await shoppers.order(guest, [{ variant: freshVariant(), quantity: 1 }], PaymentType.BankTransfer, 'en');
    expect(order.currencyCode).toBe('USD');
    const usd = (await api().post('/api/get-banks').set('x-culture', 'en').send({}).expect(200)).body.bankAccounts as BankAccount[];

    const [mail] = await shoppers.mailsTo(guest.email);
    expect(mail.text).toContain(`To pay by bank transfer, send the total to one of these accounts with your order number (${order.docNo}) as the description:`);
    for (const account of usd) expect(mail.text).toContain(`IBAN: ${account.iban} (USD)`);
    expect(mail.text).not.toContain('(TRY)');

    const tracked = (await api().post('/api/get-guest-order-detail').set('Cookie', guest.cookie).set('x-culture', 'en').send({ docNo: order.docNo, email: guest.email }).expect(200)).body.order as Order;
    expect(tracked.payment.bankAccounts).toEqual(usd);

    await shoppers.setStatus(order.docNo, 'Paid').expect(200);
    const paid = (await api().post('/api/get-guest-order-detail').set('Cookie', guest.cookie).send({ docNo: order.docNo, email: guest.email }).expect(200)).body.order as Order;
    expect(paid.payment.bankAccounts).toBeUndefined();
  });

  it('S7.32 S7.18 a Turkish member transfer: the Turkish mail and the order page give the lira accounts; a card order gives none', async () => {
    const member = await shoppers.member();
    const order = await shoppers.order(member, [{ variant: freshVariant(), quantity: 1 }], PaymentType.BankTransfer);
    const [mail] = await shoppers.mailsTo(member.email);
    expect(mail.text).toContain(`Havale / EFT ile ödemek için tutarı aşağıdaki hesaplardan birine gönderin; açıklamaya sipariş numaranızı (${order.docNo}) yazın:`);
    expect(mail.text).toMatch(/Hesap sahibi: .+ · IBAN: TR\d{2}[\d ]+ \(TRY\)/);
    const detail = (await api().post('/api/get-order-detail').set('Cookie', member.cookie).send({ docNo: order.docNo }).expect(200)).body.order as Order;
    expect(detail.payment.bankAccounts?.length).toBeGreaterThan(0);
    expect(detail.payment.bankAccounts).toHaveEvery((account: BankAccount) => account.currencyCode === 'TRY');
    expect(order.payment.bankAccounts).toEqual(detail.payment.bankAccounts);

    const byCard = await shoppers.order(member, [{ variant: freshVariant(), quantity: 1 }]);
    expect(byCard.payment.bankAccounts).toBeUndefined();
    const [cardMail] = (await shoppers.mailsTo(member.email)).filter((entry) => entry.subject.includes(byCard.docNo));
    expect(cardMail.text).not.toContain('IBAN');
  });
});

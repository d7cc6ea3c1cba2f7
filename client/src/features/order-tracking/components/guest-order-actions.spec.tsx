import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OrderFlags, OrderStatus, PaymentType } from '../../../../../contracts/enums';
import type { Order } from '../../../../../contracts/order/entities';
import { OrderMessage } from '../../../../../contracts/order/messages';
import { ReturnMessage, type OrderReturn } from '../../../../../contracts/order/order-return';
import { testStores } from '../../../test-stores';
import { OrderTrackForm } from './order-track-form';

const DOC = 'VTR-2026-000321';
const EMAIL = 'guest@example.com';
const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityName: 'İstanbul', countyName: 'Kadıköy', description: 'Moda Cad. 1', countryCode: 'TR' };
const ITEMS: Order['items'] = [
  { productId: 7, stockBarcodeId: 71, barcode: 'B71', name: 'Deri Kayışlı Saat', quantity: 2, unitPriceWithTax: 100, unitPriceWithoutTax: 83.33, totalWithTax: 200 },
  { productId: 8, stockBarcodeId: 81, barcode: 'B81', name: 'Çelik Kordon', stockTypeName: 'Gümüş', quantity: 1, unitPriceWithTax: 50, unitPriceWithoutTax: 41.67, totalWithTax: 50, returnedQuantity: 1 },
];
const orderOf = (status: OrderStatus, flags: OrderFlags, items: Order['items'] = ITEMS): Order => ({
  docNo: DOC, currencyCode: 'TRY', currencyId: 1, exchangeRate: 1, shipper: 'Standart Kargo', shipmentFee: 0, items, totals: [],
  netTotal: 250, status, statusName: OrderStatus[status] as keyof typeof OrderStatus, flags,
  payment: { paymentType: PaymentType.BankTransfer, provider: 'Transfer', status: 'waiting', amount: 250 },
  shippingAddress: ADDRESS, invoiceAddress: ADDRESS, email: EMAIL, createdAt: '2026-03-05T10:00:00Z',
  history: [{ status, statusName: OrderStatus[status] as keyof typeof OrderStatus, at: '2026-03-05T10:00:00Z' }],
});
const REASONS = {
  tr: { cancel: [{ id: 1, name: 'Vazgeçtim' }, { id: 9, name: 'Diğer', needsNote: true }], return: [{ id: 21, name: 'Beden veya ölçü uymadı' }] },
  en: { cancel: [{ id: 1, name: 'I changed my mind' }, { id: 9, name: 'Other', needsNote: true }], return: [{ id: 21, name: 'Wrong size' }] },
};

interface Call { url: string; body: Record<string, unknown>; culture: string | undefined }
type Answer = [number, unknown];

/** The guest endpoints as the server answers them; `overrides` replaces the answer of a path. */
function renderTracking(order: Order, { culture = 'tr', overrides = {} }: { culture?: 'tr' | 'en'; overrides?: Record<string, (body: Record<string, unknown>) => Answer> } = {}) {
  const calls: Call[] = [];
  let current = order;
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    calls.push({ url, body, culture: (init?.headers as Record<string, string> | undefined)?.['x-culture'] });
    const lang = (init?.headers as Record<string, string> | undefined)?.['x-culture'] === 'en' ? 'en' : 'tr';
    const path = url.split('?')[0];
    let answer: Answer;
    if (overrides[path]) answer = overrides[path](body);
    else if (path === '/api/get-guest-order-detail') answer = body.docNo === DOC && body.email === EMAIL ? [200, { isSuccess: true, order: current }] : [404, { isSuccess: false, status: 404, message: OrderMessage.guestOrderNotFound }];
    else if (path === '/api/order-cancel-reasons') answer = [200, { isSuccess: true, reasons: REASONS[lang].cancel }];
    else if (path === '/api/order-return-reasons') answer = [200, { isSuccess: true, reasons: REASONS[lang].return }];
    else if (path === '/api/guest-cancel-order') {
      current = { ...current, status: OrderStatus.Cancel, statusName: 'Cancel', flags: OrderFlags.None, history: [...current.history, { status: OrderStatus.Cancel, statusName: 'Cancel', at: '2026-03-05T11:00:00Z' }] };
      answer = [200, { isSuccess: true, order: current }];
    } else answer = [500, { isSuccess: false, status: 500, message: 'unexpected' }];
    const [status, json] = answer;
    return Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(json) } as Response);
  }) as typeof fetch;
  const { wrapper, stores } = testStores(fetcher);
  stores.ui.setCulture(culture);
  render(<MemoryRouter><OrderTrackForm /></MemoryRouter>, { wrapper });
  return { calls, setOrder: (next: Order) => { current = next; } };
}

async function find(labels = { docNo: 'Sipariş numarası', email: 'E-posta', submit: 'Siparişimi bul' }) {
  const form = within(screen.getByTestId('order-track-form'));
  fireEvent.change(form.getByLabelText(labels.docNo), { target: { value: DOC } });
  fireEvent.change(form.getByLabelText(labels.email), { target: { value: EMAIL } });
  fireEvent.click(form.getByRole('button', { name: labels.submit }));
  return screen.findByTestId('order-track-result');
}
const sent = (calls: Call[], url: string) => calls.filter((call) => call.url === url).map((call) => call.body);

describe('spec §7 guest cancel on order tracking (S3.14 CancelAvailable, S7.33 cancel reasons)', () => {
  it('a cancellable order: reason, own words for "Diğer", confirmation → the order shows "İptal edildi" and a notice', async () => {
    const { calls } = renderTracking(orderOf(OrderStatus.Waiting, OrderFlags.CancelAvailable));
    const result = await find();
    expect(within(result).queryByRole('button', { name: 'İade et' })).toBeNull();
    fireEvent.click(within(result).getByRole('button', { name: 'Siparişi iptal et' }));
    const form = within(await screen.findByTestId('guest-cancel-form'));
    expect(form.getByRole('heading', { name: `${DOC} numaralı siparişi iptal et` })).toHaveFocus();

    fireEvent.click(form.getByRole('button', { name: 'Siparişi iptal et' }));
    expect(await form.findByText('İptal nedeni zorunludur')).toHaveAttribute('role', 'alert');
    expect(form.getByText('İptali onaylamanız gerekir')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('İptal nedeni'), { target: { value: '9' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'İptal etmek istediğimi onaylıyorum' }));
    expect(await form.findByText('Açıklama zorunludur')).toBeInTheDocument();
    expect(sent(calls, '/api/guest-cancel-order')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Açıklama'), { target: { value: '  Yanlış renk seçtim ' } });
    fireEvent.click(form.getByRole('button', { name: 'Siparişi iptal et' }));
    expect(await within(result).findByTestId('order-track-notice')).toHaveTextContent('Siparişiniz iptal edildi');
    expect(within(result).getByTestId('order-track-status')).toHaveTextContent('İptal edildi');
    expect(screen.queryByTestId('guest-cancel-form')).toBeNull();
    expect(within(result).queryByRole('button', { name: 'Siparişi iptal et' })).toBeNull();
    expect(sent(calls, '/api/guest-cancel-order')).toEqual([{ docNo: DOC, email: EMAIL, reasonId: 9, note: 'Yanlış renk seçtim' }]);
    expect(calls.find((call) => call.url === '/api/order-cancel-reasons')?.culture).toBe('tr');
  });

  it('issue 32 item 8 (S7.33 guest cancel): a cancelled card order says the money goes back to the card, in the words of the member\'s order page', async () => {
    const paidByCard = { ...orderOf(OrderStatus.Paid, OrderFlags.CancelAvailable), payment: { paymentType: PaymentType.CreditCard, provider: 'CreditCard' as const, status: 'captured', amount: 250, cardLastFour: '1111' } };
    const refunded: Order = { ...paidByCard, status: OrderStatus.Cancel, statusName: 'Cancel', flags: OrderFlags.None, payment: { ...paidByCard.payment, status: 'refunded' } };
    renderTracking(paidByCard, { overrides: { '/api/guest-cancel-order': () => [200, { isSuccess: true, order: refunded }] } });
    const result = await find();
    expect(within(result).queryByTestId('order-refund-notice')).toBeNull();
    fireEvent.click(within(result).getByRole('button', { name: 'Siparişi iptal et' }));
    const form = within(await screen.findByTestId('guest-cancel-form'));
    fireEvent.change(form.getByLabelText('İptal nedeni'), { target: { value: '1' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'İptal etmek istediğimi onaylıyorum' }));
    fireEvent.click(form.getByRole('button', { name: 'Siparişi iptal et' }));
    expect(await within(result).findByTestId('order-refund-notice')).toHaveTextContent('250 ₺ tutarındaki ödemeniz kartınıza iade edildi.');
    expect(within(result).getByTestId('order-track-status')).toHaveTextContent('İptal edildi');
  });

  it('a refusal shows the server\'s message; without one, the form\'s own', async () => {
    // Already in the page's language, so the test does not hang on the server-message dictionary.
    let message: string | undefined = 'Bu sipariş artık iptal edilemez';
    renderTracking(orderOf(OrderStatus.Waiting, OrderFlags.CancelAvailable), { overrides: { '/api/guest-cancel-order': () => [409, { isSuccess: false, status: 409, message }] } });
    const result = await find();
    fireEvent.click(within(result).getByRole('button', { name: 'Siparişi iptal et' }));
    const form = within(await screen.findByTestId('guest-cancel-form'));
    fireEvent.change(form.getByLabelText('İptal nedeni'), { target: { value: '1' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'İptal etmek istediğimi onaylıyorum' }));
    fireEvent.click(form.getByRole('button', { name: 'Siparişi iptal et' }));
    expect(await form.findByText('Bu sipariş artık iptal edilemez')).toHaveAttribute('role', 'alert');
    expect(within(result).getByTestId('order-track-status')).toHaveTextContent('Ödeme bekleniyor');

    message = undefined;
    fireEvent.click(form.getByRole('button', { name: 'Siparişi iptal et' }));
    expect(await form.findByText('Sipariş iptal edilemedi')).toHaveAttribute('role', 'alert');
  });

  it('an order on its way (no CancelAvailable, no ReturnAvailable) offers neither', async () => {
    renderTracking(orderOf(OrderStatus.OnTheWay, OrderFlags.None));
    const result = await find();
    expect(within(result).queryByRole('button', { name: 'Siparişi iptal et' })).toBeNull();
    expect(within(result).queryByRole('button', { name: 'İade et' })).toBeNull();
  });

  it('speaks English on the English page, with the reasons in English', async () => {
    const { calls } = renderTracking(orderOf(OrderStatus.Waiting, OrderFlags.CancelAvailable), { culture: 'en' });
    const result = await find({ docNo: 'Order number', email: 'E-mail', submit: 'Find my order' });
    fireEvent.click(within(result).getByRole('button', { name: 'Cancel the order' }));
    const form = within(await screen.findByTestId('guest-cancel-form'));
    fireEvent.change(form.getByLabelText('Reason for cancelling'), { target: { value: '1' } });
    expect(form.getByRole('option', { name: 'I changed my mind' })).toBeInTheDocument();
    fireEvent.click(form.getByRole('checkbox', { name: 'I confirm that I want to cancel' }));
    fireEvent.click(form.getByRole('button', { name: 'Cancel the order' }));
    expect(await within(result).findByTestId('order-track-notice')).toHaveTextContent('Your order has been cancelled');
    expect(within(result).getByTestId('order-track-status')).toHaveTextContent('Cancelled');
    expect(calls.find((call) => call.url === '/api/order-cancel-reasons')?.culture).toBe('en');
  });
});

describe('spec §7 guest refund on order tracking (S3.14 ReturnAvailable, S7.33 return reasons)', () => {
  const RETURN: OrderReturn = {
    id: 42, docNo: DOC, status: 'requested', reasonId: 21, reasonName: 'Beden veya ölçü uymadı', currencyCode: 'TRY', amount: 100, refundedAmount: 0, createdAt: '2026-03-10T10:00:00Z',
    lines: [{ stockBarcodeId: 71, productId: 7, name: 'Deri Kayışlı Saat', quantity: 1, unitPriceWithTax: 100 }], history: [{ status: 'requested', at: '2026-03-10T10:00:00Z' }],
  };

  it('a delivered order: lines left to return, a reason, confirmation → the return\'s summary and the order read again', async () => {
    const delivered = orderOf(OrderStatus.Delivered, OrderFlags.ReturnAvailable);
    const tracking = renderTracking(delivered, {
      overrides: {
        '/api/guest-return-order': () => {
          tracking.setOrder({ ...delivered, items: [{ ...ITEMS[0], returnedQuantity: 1 }, ITEMS[1]] });
          return [200, { isSuccess: true, message: ReturnMessage.requested, orderReturn: RETURN }];
        },
      },
    });
    const result = await find();
    expect(within(result).queryByRole('button', { name: 'Siparişi iptal et' })).toBeNull();
    fireEvent.click(within(result).getByRole('button', { name: 'İade et' }));
    const form = within(await screen.findByTestId('guest-return-form'));
    // The second line was already sent back: only the first is offered.
    expect(form.getAllByTestId('guest-return-line')).toHaveLength(1);
    expect(form.getByText('2 adet alındı, 2 adet iade edilebilir')).toBeInTheDocument();

    fireEvent.click(form.getByRole('button', { name: 'İade talebi oluştur' }));
    expect(await form.findByText('İade edilecek en az bir ürün seçin')).toBeInTheDocument();
    expect(form.getByText('İade nedeni zorunludur')).toBeInTheDocument();
    expect(form.getByText('İadeyi onaylamanız gerekir')).toBeInTheDocument();

    fireEvent.change(form.getByLabelText('Deri Kayışlı Saat iade adedi'), { target: { value: '1' } });
    fireEvent.change(form.getByLabelText('İade nedeni'), { target: { value: '21' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Seçtiğim ürünleri iade etmek istediğimi onaylıyorum' }));
    fireEvent.click(form.getByRole('button', { name: 'İade talebi oluştur' }));

    const summary = await within(result).findByTestId('order-track-return');
    expect(within(summary).getByTestId('order-track-return-status')).toHaveTextContent('Talep alındı');
    expect(summary).toHaveTextContent('42 numaralı iade talebi');
    expect(summary).toHaveTextContent('1 × Deri Kayışlı Saat');
    expect(summary).toHaveTextContent('100 ₺');
    expect(within(result).getByTestId('order-track-notice')).toHaveTextContent('İade talebiniz alındı');
    expect(sent(tracking.calls, '/api/guest-return-order')).toEqual([{ docNo: DOC, email: EMAIL, reasonId: 21, lines: [{ stockBarcodeId: 71, quantity: 1 }] }]);
    // The order is read again, so a second request offers only what is left.
    await waitFor(() => expect(sent(tracking.calls, '/api/get-guest-order-detail')).toHaveLength(2));
    fireEvent.click(within(result).getByRole('button', { name: 'İade et' }));
    expect(await screen.findByText('2 adet alındı, 1 adet iade edilebilir')).toBeInTheDocument();
  });

  it('a delivered order whose every unit is already on its way back offers no return', async () => {
    renderTracking(orderOf(OrderStatus.Delivered, OrderFlags.ReturnAvailable, [{ ...ITEMS[0], returnedQuantity: 2 }, ITEMS[1]]));
    const result = await find();
    expect(within(result).getByTestId('order-track-status')).toHaveTextContent('Teslim edildi');
    expect(within(result).queryByRole('button', { name: 'İade et' })).toBeNull();
  });

  it('a refusal shows the server\'s message', async () => {
    renderTracking(orderOf(OrderStatus.Delivered, OrderFlags.ReturnAvailable), {
      overrides: { '/api/guest-return-order': () => [400, { isSuccess: false, status: 400, message: 'Bu ürünün iadesi alınamıyor' }] },
    });
    const result = await find();
    fireEvent.click(within(result).getByRole('button', { name: 'İade et' }));
    const form = within(await screen.findByTestId('guest-return-form'));
    fireEvent.change(form.getByLabelText('Deri Kayışlı Saat iade adedi'), { target: { value: '2' } });
    fireEvent.change(form.getByLabelText('İade nedeni'), { target: { value: '21' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Seçtiğim ürünleri iade etmek istediğimi onaylıyorum' }));
    fireEvent.click(form.getByRole('button', { name: 'İade talebi oluştur' }));
    expect(await form.findByText('Bu ürünün iadesi alınamıyor')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('order-track-return')).toBeNull();
  });
});

describe('issue 32 item 6: a transfer waiting on order tracking names the accounts of the order\'s currency (S7.19, S7.32 transfer)', () => {
  const USD_ACCOUNT = { bankName: 'Garanti BBVA', branch: 'Kadıköy (0403)', accountHolder: 'Vitrin Elektronik Ticaret A.Ş.', iban: 'TR27 0006 2000 0040 6290 0012 99', currencyCode: 'USD' };

  it('shows each account with its IBAN and currency in English; once paid, no accounts', async () => {
    const waiting = orderOf(OrderStatus.Waiting, OrderFlags.CancelAvailable);
    const usd: Order = { ...waiting, currencyCode: 'USD', payment: { ...waiting.payment, bankAccounts: [USD_ACCOUNT] } };
    const { setOrder } = renderTracking(usd, { culture: 'en' });
    const result = await find({ docNo: 'Order number', email: 'E-mail', submit: 'Find my order' });
    const accounts = within(result).getByTestId('bank-accounts');
    expect(within(accounts).getByRole('heading', { name: 'Our bank accounts' })).toBeInTheDocument();
    expect(within(accounts).getAllByTestId('bank-account')).toHaveLength(1);
    expect(accounts).toHaveTextContent('TR27 0006 2000 0040 6290 0012 99');
    expect(within(accounts).getByTestId('bank-account-currency')).toHaveTextContent('USD');

    setOrder({ ...usd, status: OrderStatus.Paid, statusName: 'Paid', payment: { ...usd.payment, status: 'captured', bankAccounts: undefined } });
    fireEvent.click(within(screen.getByTestId('order-track-form')).getByRole('button', { name: 'Find my order' }));
    await waitFor(() => expect(screen.getByTestId('order-track-status')).toHaveTextContent('Paid'));
    expect(screen.queryByTestId('bank-accounts')).toBeNull();
  });
});

describe('issue 32 item 5: a guest pays a pay-later order on order tracking, in the member\'s one payment form (S7.32, S6.02)', () => {
  const waiting = (): Order => ({
    ...orderOf(OrderStatus.Waiting, OrderFlags.CancelAvailable),
    payment: { paymentType: PaymentType.PayLater, provider: 'Other', status: 'waiting', amount: 250, dueAt: '2026-03-19T10:00:00Z' },
  });

  it('shows the due date and the card form (no wallet), sends the number, e-mail and card, and shows the order paid', async () => {
    const paid: Order = { ...waiting(), status: OrderStatus.Paid, statusName: 'Paid', payment: { ...waiting().payment, status: 'captured', cardLastFour: '1111' } };
    const { calls } = renderTracking(waiting(), { overrides: { '/api/guest-pay-order': () => [200, { isSuccess: true, order: paid }] } });
    const result = await find();
    const form = within(within(result).getByTestId('order-pay-later'));
    expect(form.getByTestId('order-due-date')).toHaveTextContent('Son ödeme tarihi: 19 Mart 2026');
    expect(form.queryByRole('radio', { name: 'Cüzdanımla öde' })).toBeNull();
    fireEvent.change(form.getByLabelText('Kart numarası'), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.change(form.getByLabelText('Kart üzerindeki isim'), { target: { value: 'Ayşe Yılmaz' } });
    fireEvent.change(form.getByLabelText('Son kullanma (AA/YYYY)'), { target: { value: '12/2030' } });
    fireEvent.change(form.getByLabelText('Güvenlik kodu (CVV)'), { target: { value: '123' } });
    fireEvent.click(form.getByRole('button', { name: 'Şimdi öde' }));
    await waitFor(() => expect(within(result).getByTestId('order-track-status')).toHaveTextContent('Ödendi'));
    expect(within(result).queryByTestId('order-pay-later')).toBeNull();
    expect(sent(calls, '/api/guest-pay-order')).toEqual([{
      docNo: DOC, email: EMAIL, paymentType: PaymentType.CreditCard, card: { number: '4111111111111111', holderName: 'Ayşe Yılmaz', expiryMonth: 12, expiryYear: 2030, cvv: '123' },
    }]);
  });

  it('a card order offers no payment form', async () => {
    const byCard: Order = { ...waiting(), payment: { paymentType: PaymentType.CreditCard, provider: 'CreditCard', status: 'captured', amount: 250, cardLastFour: '1111' } };
    renderTracking(byCard);
    const result = await find();
    expect(within(result).queryByTestId('order-pay-later')).toBeNull();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CartTotalType, OrderFlags, OrderStatus, PaymentType } from '../../../../../contracts/enums';
import type { Order } from '../../../../../contracts/order/entities';
import { OrderMessage } from '../../../../../contracts/order/messages';
import { testStores } from '../../../test-stores';
import { OrderTrackForm } from './order-track-form';

const DOC = 'VTR-2026-000123';
const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityName: 'İstanbul', countyName: 'Kadıköy', description: 'Moda Cad. 1', countryCode: 'TR' };
const total = (type: 'Commission' | 'SitePoint', value: number) => ({ type, typeId: CartTotalType[type], priceWithTax: value, priceWithoutTax: value, value });
/** Two watch straps by card in 3 instalments with 1,50 of card points: $50 − $1,50 + $1 interest = $49,50. */
const ORDER: Order = {
  docNo: DOC, currencyCode: 'USD', currencyId: 2, exchangeRate: 1, shipper: 'Hızlı Kargo', shipmentFee: 0,
  items: [{ productId: 7, stockBarcodeId: 70, barcode: '8690000000070', name: 'Deri Kordon', quantity: 2, unitPriceWithTax: 25, unitPriceWithoutTax: 20.83, totalWithTax: 50 }],
  totals: [total('Commission', 1), total('SitePoint', 1.5)],
  netTotal: 49.5, status: OrderStatus.OnTheWay, statusName: 'OnTheWay', flags: OrderFlags.None,
  payment: { paymentType: PaymentType.CreditCard, provider: 'CreditCard', status: 'captured', amount: 49.5, cardLastFour: '1111', installmentCount: 3 },
  shippingAddress: ADDRESS, invoiceAddress: ADDRESS, email: 'guest@example.com', createdAt: '2026-03-05T10:00:00Z',
  history: [
    { status: OrderStatus.Requested, statusName: 'Requested', at: '2026-03-05T10:00:00Z' },
    { status: OrderStatus.Preparing, statusName: 'Preparing', at: '2026-03-05T12:00:00Z' },
    { status: OrderStatus.OnTheWay, statusName: 'OnTheWay', at: '2026-03-06T09:00:00Z' },
  ],
};

/** The guest lookup as the server answers it: the order for the right pair, one message for every wrong one. */
function renderTracking(culture: 'tr' | 'en' = 'tr', entry = '/siparis-takip') {
  const calls: unknown[] = [];
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { docNo?: string; email?: string };
    calls.push({ url, body });
    const right = url === '/api/get-guest-order-detail' && body.docNo === DOC && body.email === 'guest@example.com';
    const [status, answer] = right ? [200, { isSuccess: true, order: ORDER }] : [404, { isSuccess: false, status: 404, message: OrderMessage.guestOrderNotFound }];
    return Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(answer) } as Response);
  }) as typeof fetch;
  const { wrapper, stores } = testStores(fetcher);
  stores.ui.setCulture(culture);
  render(<MemoryRouter initialEntries={[entry]}><OrderTrackForm /></MemoryRouter>, { wrapper });
  return calls;
}

const form = () => within(screen.getByTestId('order-track-form'));
const fill = (docNo: string, email: string) => {
  fireEvent.change(form().getByLabelText('Sipariş numarası'), { target: { value: docNo } });
  fireEvent.change(form().getByLabelText('E-posta'), { target: { value: email } });
};
const submit = () => fireEvent.click(form().getByRole('button', { name: 'Siparişimi bul' }));

describe('S2.05 S6.02 order tracking (/siparis-takip, /en/order-track): docNo plus e-mail', () => {
  it('checks both fields before asking: required, the docNo pattern, a valid e-mail', async () => {
    const calls = renderTracking();
    submit();
    expect(await form().findByText('Sipariş numarası zorunludur')).toHaveAttribute('role', 'alert');
    expect(form().getByText('E-posta zorunludur')).toBeInTheDocument();
    fill('12345', 'not-an-email');
    submit();
    expect(await form().findByText('Sipariş numarası VTR-2026-K7QM2XPD9A biçiminde olmalıdır')).toBeInTheDocument();
    expect(form().getByText('E-posta geçersiz')).toBeInTheDocument();
    expect(form().getByLabelText('Sipariş numarası')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('S6.02 takes the order numbers the shop issues now, typed in any letter case, and the earlier sequential ones', async () => {
    const calls = renderTracking();
    fill('vtr-2026-k7qm2xpd9a', 'someone@example.com');
    submit();
    expect(await form().findByRole('alert')).toHaveTextContent('Bu sipariş numarası ve e-posta adresiyle eşleşen bir sipariş bulunamadı');
    fill(DOC, 'someone@example.com');
    submit();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { url: '/api/get-guest-order-detail', body: { docNo: 'VTR-2026-K7QM2XPD9A', email: 'someone@example.com' } },
      { url: '/api/get-guest-order-detail', body: { docNo: DOC, email: 'someone@example.com' } },
    ]);
    expect(form().queryByText(/biçiminde olmalıdır/)).toBeNull();
  });

  it('a wrong pair shows the server\'s one message, and nothing of any order', async () => {
    const calls = renderTracking();
    fill(DOC, 'someone@example.com');
    submit();
    // The engine's one message for every wrong pair, as a Turkish page says it.
    expect(await form().findByText('Bu sipariş numarası ve e-posta adresiyle eşleşen bir sipariş bulunamadı')).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('order-track-result')).toBeNull();
    expect(calls).toEqual([{ url: '/api/get-guest-order-detail', body: { docNo: DOC, email: 'someone@example.com' } }]);
  });

  it('S3.14 the right pair shows the order\'s status and history, and its lines and money rows (issue 32 item 1)', async () => {
    renderTracking();
    fill(` ${DOC.toLowerCase()} `, 'guest@example.com');
    submit();
    const result = await screen.findByTestId('order-track-result');
    expect(within(result).getByTestId('order-track-status')).toHaveTextContent('Kargoda');
    expect(result).toHaveTextContent(`${DOC} numaralı sipariş`);
    expect(within(result).getByTestId('order-track-total')).toHaveTextContent('$49,50');
    // Issue 32 item 1: the lines and every row of the total, the card's interest and points included, not only the total.
    expect(within(result).getAllByTestId('order-track-item').map((row) => row.textContent)).toEqual(['Deri Kordon2$50']);
    expect(within(result).getAllByTestId('order-track-row').map((row) => row.textContent)).toEqual([
      'Ara toplam$50', 'KargoÜcretsiz', 'Kart puanıyla ödenen−$1,50', 'Vade farkı$1', 'Toplam KDV dahil$49,50',
    ]);
    expect(within(result).getAllByTestId('order-track-history-entry').map((entry) => entry.textContent?.split(' · ')[1])).toEqual(['Sipariş alındı', 'Hazırlanıyor', 'Kargoda']);
  });

  it('S3.14 speaks English on the English page', async () => {
    renderTracking('en');
    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: DOC } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'guest@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(await screen.findByTestId('order-track-status')).toHaveTextContent('On the way');
  });
});

describe('issue 32 item 5: the order mail\'s link opens tracking with the number filled in (S2.05, S6.02)', () => {
  it('takes the number from ?docno= (any letter case); only the e-mail is left to type', async () => {
    renderTracking('tr', `/siparis-takip?docno=${DOC.toLowerCase()}`);
    expect(form().getByLabelText('Sipariş numarası')).toHaveValue(DOC);
    fireEvent.change(form().getByLabelText('E-posta'), { target: { value: 'guest@example.com' } });
    fireEvent.click(form().getByRole('button', { name: 'Siparişimi bul' }));
    expect(await screen.findByTestId('order-track-result')).toHaveTextContent(DOC);
  });

  it('a ?docno= that is no order number leaves the field empty', () => {
    renderTracking('tr', '/siparis-takip?docno=<script>');
    expect(form().getByLabelText('Sipariş numarası')).toHaveValue('');
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CartTotalType, OrderFlags, OrderStatus, PaymentType } from '../../../../../../contracts/enums';
import type { Order, OrderSummary } from '../../../../../../contracts/order/entities';
import { OrderMessage } from '../../../../../../contracts/order/messages';
import { testStores } from '../../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../../account-test-server';
import { OrderCancelView } from './order-cancel-form';
import { OrderDetailView } from './order-detail-view';
import { OrderList } from './order-list';

const DOC = 'VTR-2026-000123';

function summary(index: number, status: OrderStatus, extra: Partial<OrderSummary> = {}): OrderSummary {
  return {
    docNo: `VTR-2026-${String(index).padStart(6, '0')}`, currencyCode: 'TRY', netTotal: 1234.5, status, statusName: OrderStatus[status] as keyof typeof OrderStatus,
    flags: OrderFlags.None, itemCount: 3, createdAt: '2026-03-05T10:00:00Z', ...extra,
  };
}

const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityName: 'İstanbul', countyName: 'Kadıköy', description: 'Moda Cad. 1', countryCode: 'TR' };

function order(flags: OrderFlags, status = OrderStatus.Preparing): Order {
  return {
    docNo: DOC, currencyCode: 'TRY', currencyId: 1, exchangeRate: 1, shipper: 'Hızlı Kargo', shipmentFee: 0,
    items: [
      { productId: 1, stockBarcodeId: 11, barcode: 'B11', name: 'Klasik Saat', quantity: 2, unitPriceWithTax: 500, unitPriceWithoutTax: 416.67, totalWithTax: 1000 },
      { productId: 2, stockBarcodeId: 21, barcode: 'B21', name: 'Deri Kayış', stockTypeName: 'M', quantity: 1, unitPriceWithTax: 234.5, unitPriceWithoutTax: 195.42, totalWithTax: 234.5 },
    ],
    totals: [
      { type: 'Brut', typeId: CartTotalType.Brut, priceWithTax: 1234.5, priceWithoutTax: 1028.75, value: 1234.5 },
      { type: 'Tax', typeId: CartTotalType.Tax, priceWithTax: 205.75, priceWithoutTax: 205.75, value: 205.75 },
      { type: 'NetTotal', typeId: CartTotalType.NetTotal, priceWithTax: 1234.5, priceWithoutTax: 1028.75, value: 1234.5 },
    ],
    netTotal: 1234.5, status, statusName: OrderStatus[status] as keyof typeof OrderStatus, flags,
    payment: { paymentType: PaymentType.CreditCard, provider: 'CreditCard', status: 'captured', amount: 1234.5, cardLastFour: '1111' },
    shippingAddress: ADDRESS, invoiceAddress: { ...ADDRESS, title: 'İş' }, email: 'ayse@example.com', createdAt: '2026-03-05T10:00:00Z',
    history: [
      { status: OrderStatus.Requested, statusName: 'Requested', at: '2026-03-05T10:00:00Z' },
      { status: OrderStatus.Preparing, statusName: 'Preparing', at: '2026-03-05T12:00:00Z' },
    ],
  };
}

function renderAt(path: string, routes: FakeRoutes, culture: 'tr' | 'en' = 'tr') {
  const server = fakeAccountServer(routes);
  const { wrapper, stores } = testStores(server.fetcher);
  stores.ui.setCulture(culture);
  const en = culture === 'en' ? '/en' : '';
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${en}/u/orders`} element={<OrderList />} />
        <Route path={`${en}/u/orders/:id`} element={<OrderDetailView docNo={DOC} />} />
        <Route path={`${en}/u/order-cancel/:id`} element={<OrderCancelView docNo={DOC} />} />
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
  return server;
}

describe('S2.02 S3.14 /u/orders: the member\'s orders, paged', () => {
  const pageOf = (page: number) => {
    const orders = page === 1 ? [summary(3, OrderStatus.OnTheWay), summary(2, OrderStatus.Cancel, { currencyCode: 'USD', netTotal: 99.9, itemCount: 1 })] : [summary(1, OrderStatus.Delivered)];
    return { isSuccess: true, orders, pagination: { currentPage: page, pageSize: 2, totalPages: 2, totalItems: 3, taked: orders.length, skipped: (page - 1) * 2 } };
  };

  it('lists docNo, date, status name, total with currency and item count, each linking to its order; pages on', async () => {
    const server = renderAt('/u/orders', { 'GET /api/orders': (call) => pageOf(Number(new URL(call.url, 'http://x').searchParams.get('page'))) });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'VTR-2026-000003 numaralı siparişi aç' })).toHaveAttribute('href', '/u/orders/VTR-2026-000003');
    expect(rows[0]).toHaveTextContent('Kargoda');
    expect(rows[0]).toHaveTextContent('1.234,50 ₺');
    expect(rows[0]).toHaveTextContent('3 ürün');
    expect(rows[0]).toHaveTextContent('5 Mart 2026');
    expect(rows[1]).toHaveTextContent('İptal edildi');
    expect(rows[1]).toHaveTextContent('$99,90');
    expect(screen.getByText('Sayfa 1 / 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Önceki sayfa' })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Sonraki sayfa' }));
    expect(await screen.findByText('Sayfa 2 / 2')).toBeInTheDocument();
    const second = await screen.findAllByTestId('order-row');
    expect(second).toHaveLength(1);
    expect(second[0]).toHaveTextContent('Teslim edildi');
    expect(server.callsTo('GET', '/api/orders').map((call) => call.url)).toEqual(['/api/orders?page=1', '/api/orders?page=2']);
    expect(screen.getByRole('link', { name: 'Önceki sayfa' })).toHaveAttribute('href', '/u/orders');
  });

  it('names the statuses in English on the English pages', async () => {
    renderAt('/en/u/orders', { 'GET /api/orders': () => pageOf(1) }, 'en');
    const rows = await screen.findAllByTestId('order-row');
    expect(rows[0]).toHaveTextContent('On the way');
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(rows[0]).toHaveTextContent(/3 items$/);
    expect(rows[1]).toHaveTextContent(/1 item$/);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/en/u/orders/VTR-2026-000003');
  });

  it('says so when there are no orders', async () => {
    renderAt('/u/orders', { 'GET /api/orders': () => ({ isSuccess: true, orders: [], pagination: { currentPage: 1, pageSize: 10, totalPages: 0, totalItems: 0, taked: 0, skipped: 0 } }) });
    expect(await screen.findByText('Henüz siparişiniz yok.')).toBeInTheDocument();
  });

  it('a page past the last one leads back to the first page', async () => {
    renderAt('/u/orders?page=9', { 'GET /api/orders': () => ({ isSuccess: true, orders: [], pagination: { currentPage: 9, pageSize: 10, totalPages: 1, totalItems: 3, taked: 0, skipped: 80 } }) });
    expect(await screen.findByRole('link', { name: 'Siparişlerinizin ilk sayfasına dönün' })).toHaveAttribute('href', '/u/orders');
  });

  it('shows the server\'s message when the list cannot be read', async () => {
    renderAt('/u/orders', { 'GET /api/orders': () => new Refusal(502, 'Gateway is down') });
    expect(await screen.findByText(/Siparişleriniz yüklenemedi\. Gateway is down/)).toHaveAttribute('role', 'alert');
  });
});

describe('S2.02 S3.14 /u/orders/{docNo}: the member\'s order', () => {
  it('shows items, totals by type, addresses, the card\'s last four only, the history, and the cancel link when CancelAvailable', async () => {
    const server = renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.CancelAvailable) }) });
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/get-order-detail')[0].body).toEqual({ docNo: DOC });
    const items = screen.getAllByTestId('order-item');
    expect(items[0]).toHaveTextContent('Klasik Saat');
    expect(items[0]).toHaveTextContent('2');
    expect(items[0]).toHaveTextContent('500 ₺');
    expect(items[1]).toHaveTextContent('Deri Kayış (M)');
    const totals = screen.getAllByTestId('order-total');
    expect(totals.map((total) => total.textContent)).toEqual(['Ara toplam1.234,50 ₺', 'KargoÜcretsiz', 'Toplam KDV dahil1.234,50 ₺']);
    expect(screen.getByText('Teslimat adresi')).toBeInTheDocument();
    expect(screen.getByText('Fatura adresi')).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Kredi kartı · Son dört hanesi 1111');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Hazırlanıyor');
    const history = screen.getAllByTestId('order-history-entry');
    expect(history[0]).toHaveTextContent('Sipariş alındı');
    expect(history[1]).toHaveTextContent('Hazırlanıyor');
    expect(screen.getByRole('link', { name: 'Siparişi iptal et' })).toHaveAttribute('href', `/u/order-cancel/${DOC}`);
  });

  it('issue 30 item 1: a shipped order shows the carrier\'s tracking number the shop gave', async () => {
    renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: { ...order(OrderFlags.None, OrderStatus.OnTheWay), trackingNumber: 'YK-4711' } }) });
    expect(await screen.findByTestId('order-tracking-number')).toHaveTextContent('YK-4711');
    expect(screen.getByText(/Kargo takip numarası/)).toBeInTheDocument();
  });

  it('issue 30 item 1: an order not yet shipped has no tracking number line', async () => {
    renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.None) }) });
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('order-tracking-number')).toBeNull();
  });

  it('issue 32 item 2 S3.10: lines at list price, a campaign taken off the subtotal once, with a minus, and the rows add up to the total', async () => {
    const campaigned = order(OrderFlags.None);
    // The line carries its share of the campaign (as the engine stores it); the page shows it at list price.
    campaigned.items[0] = { ...campaigned.items[0], totalWithTax: 900 };
    campaigned.totals = [
      campaigned.totals[0],
      { type: 'Campaign', typeId: CartTotalType.Campaign, priceWithTax: 100, priceWithoutTax: 83.33, value: 100, campaignId: 5 },
      campaigned.totals[1],
      { ...campaigned.totals[2], priceWithTax: 1134.5, value: 1134.5 },
    ];
    campaigned.netTotal = 1134.5;
    renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: campaigned }) });
    const totals = await screen.findAllByTestId('order-total');
    expect(screen.getAllByTestId('order-item')[0]).toHaveTextContent('1.000 ₺');
    expect(totals.map((total) => total.textContent)).toEqual(['Ara toplam1.234,50 ₺', 'Kampanya indirimi−100 ₺', 'KargoÜcretsiz', 'Toplam KDV dahil1.134,50 ₺']);
  });

  it('a card paid in instalments with card points shows the plan beside the last four digits', async () => {
    const paid = order(OrderFlags.None, OrderStatus.Preparing);
    paid.payment = { ...paid.payment, installmentCount: 3, interestAmount: 37.05, pointsUsed: 25 };
    renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: paid }) });
    expect(await screen.findByTestId('order-payment')).toHaveTextContent('Kredi kartı · Son dört hanesi 1111 · 3 taksit · Vade farkı: 37,05 ₺ · Kart puanı: 25 ₺ · 1.234,50 ₺');
  });

  it('issue 32 item 8 (S7.33 cancel): a cancelled card order says the money goes back to the card, in the words order tracking uses too', async () => {
    const cancelled = order(OrderFlags.None, OrderStatus.Cancel);
    cancelled.payment = { ...cancelled.payment, status: 'refunded' };
    renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: cancelled }) });
    expect(await screen.findByTestId('order-refund-notice')).toHaveTextContent('1.234,50 ₺ tutarındaki ödemeniz kartınıza iade edildi.');
  });

  it('issue 32 item 6 (S7.18, S7.32 transfer): a transfer still waiting names the accounts of its currency, each with the currency', async () => {
    const waiting = order(OrderFlags.CancelAvailable, OrderStatus.Waiting);
    waiting.payment = { paymentType: PaymentType.BankTransfer, provider: 'Transfer', status: 'waiting', amount: 1234.5,
      bankAccounts: [{ bankName: 'Türkiye İş Bankası', branch: 'Levent (1135)', accountHolder: 'Vitrin Elektronik Ticaret A.Ş.', iban: 'TR53 0006 4000 0001 1350 0056 78', currencyCode: 'TRY' }] };
    renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: waiting }) });
    const accounts = await screen.findByTestId('bank-accounts');
    expect(accounts).toHaveTextContent('TR53 0006 4000 0001 1350 0056 78');
    expect(within(accounts).getByTestId('bank-account-currency')).toHaveTextContent('TRY');
    expect(within(accounts).getByText('Hesap para birimi')).toBeInTheDocument();
  });

  it('offers no cancel link when the order\'s flags do not allow it', async () => {
    renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.ReturnAvailable, OrderStatus.Delivered) }) });
    expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Teslim edildi');
    expect(screen.queryByRole('link', { name: 'Siparişi iptal et' })).toBeNull();
  });

  it('an order that is not the member\'s reads as not found', async () => {
    renderAt(`/u/orders/${DOC}`, { 'POST /api/get-order-detail': () => new Refusal(404, OrderMessage.orderNotFound) });
    expect(await screen.findByText('Sipariş bulunamadı.')).toHaveAttribute('role', 'alert');
  });
});

describe('S2.02 S3.14 S7.33 /u/order-cancel/{docNo}: the member cancels an order with a reason of the shop\'s list', () => {
  const REASONS = { isSuccess: true, reasons: [{ id: 1, name: 'Vazgeçtim' }, { id: 2, name: 'Yanlış ürün' }, { id: 3, name: 'Teslimat süresi uzun' }, { id: 4, name: 'Diğer', needsNote: true }] };
  const reasons = { 'GET /api/order-cancel-reasons': () => REASONS };
  const form = () => within(screen.getByTestId('order-cancel-form'));
  const submit = () => fireEvent.click(form().getByRole('button', { name: 'Siparişi iptal et' }));

  it('asks for a reason and a confirmation, and sends nothing until given', async () => {
    const server = renderAt(`/u/order-cancel/${DOC}`, { ...reasons, 'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.CancelAvailable) }) });
    await screen.findByTestId('order-cancel-form');
    expect(form().getAllByRole('option').map((option) => option.textContent)).toEqual(['Bir neden seçin', 'Vazgeçtim', 'Yanlış ürün', 'Teslimat süresi uzun', 'Diğer']);
    submit();
    expect(await form().findByText('İptal nedeni zorunludur')).toHaveAttribute('role', 'alert');
    expect(form().getByText('İptali onaylamanız gerekir')).toBeInTheDocument();
    fireEvent.change(form().getByLabelText('İptal nedeni'), { target: { value: '4' } });
    submit();
    expect(await form().findByText('Açıklama zorunludur')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/cancel-order')).toHaveLength(0);
  });

  it('sends the reason, then shows the order again with the Cancel status and no cancel link', async () => {
    let current = order(OrderFlags.CancelAvailable);
    const server = renderAt(`/u/order-cancel/${DOC}`, {
      ...reasons,
      'POST /api/get-order-detail': () => ({ isSuccess: true, order: current }),
      'POST /api/cancel-order': () => {
        current = { ...current, status: OrderStatus.Cancel, statusName: 'Cancel', flags: OrderFlags.None, history: [...current.history, { status: OrderStatus.Cancel, statusName: 'Cancel', at: '2026-03-06T08:00:00Z' }] };
        return { isSuccess: true, message: OrderMessage.cancelled, order: current };
      },
    });
    await screen.findByTestId('order-cancel-form');
    fireEvent.change(form().getByLabelText('İptal nedeni'), { target: { value: '2' } });
    fireEvent.click(form().getByLabelText('İptal etmek istediğimi onaylıyorum'));
    await act(async () => { submit(); });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('İptal edildi'));
    expect(server.callsTo('POST', '/api/cancel-order')[0].body).toEqual({ docNo: DOC, reason: 'Yanlış ürün', reasonId: 2 });
    expect(screen.queryByRole('link', { name: 'Siparişi iptal et' })).toBeNull();
    expect(screen.getAllByTestId('order-history-entry').at(-1)).toHaveTextContent('İptal edildi');
  });

  it('shows the server\'s message when it refuses', async () => {
    const server = renderAt(`/u/order-cancel/${DOC}`, {
      ...reasons,
      'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.CancelAvailable) }),
      'POST /api/cancel-order': () => new Refusal(409, OrderMessage.cancelNotAvailable),
    });
    await screen.findByTestId('order-cancel-form');
    fireEvent.change(form().getByLabelText('İptal nedeni'), { target: { value: '4' } });
    fireEvent.change(form().getByLabelText('Açıklama'), { target: { value: 'Başka yerden aldım' } });
    fireEvent.click(form().getByLabelText('İptal etmek istediğimi onaylıyorum'));
    submit();
    expect(await form().findByText('Bu sipariş artık iptal edilemez')).toHaveAttribute('role', 'alert');
    expect(server.callsTo('POST', '/api/cancel-order')[0].body).toEqual({ docNo: DOC, reason: 'Diğer: Başka yerden aldım', reasonId: 4 });
  });

  it('an order that may no longer be cancelled shows no form', async () => {
    renderAt(`/u/order-cancel/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.None, OrderStatus.OnTheWay) }) });
    expect(await screen.findByText('Bu sipariş artık iptal edilemez.')).toBeInTheDocument();
    expect(screen.queryByTestId('order-cancel-form')).toBeNull();
  });
});

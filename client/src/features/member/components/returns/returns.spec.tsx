import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CartTotalType, OrderFlags, OrderStatus, PaymentType } from '../../../../../../contracts/enums';
import type { Order } from '../../../../../../contracts/order/entities';
import { ReturnMessage, type OrderReturn } from '../../../../../../contracts/order/order-return';
import { testStores } from '../../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../../account-test-server';
import { OrderReturnAction } from './order-return-action';
import { OrderReturnView } from './order-return-form';
import { ReturnDetailView } from './return-detail-view';
import { ReturnList } from './return-list';

const DOC = 'VTR-2026-000123';
const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityName: 'İstanbul', countyName: 'Kadıköy', description: 'Moda Cad. 1', countryCode: 'TR' };
const REASONS = { isSuccess: true, reasons: [{ id: 1, name: 'Ürün hasarlı veya kusurlu' }, { id: 6, name: 'Diğer', needsNote: true }] };

function order(flags: OrderFlags, returnedQuantity?: number): Order {
  return {
    docNo: DOC, currencyCode: 'TRY', currencyId: 1, exchangeRate: 1, shipper: 'Hızlı Kargo', shipmentFee: 0,
    items: [
      { productId: 1, stockBarcodeId: 11, barcode: 'B11', name: 'Klasik Saat', quantity: 2, unitPriceWithTax: 500, unitPriceWithoutTax: 416.67, totalWithTax: 1000, ...(returnedQuantity ? { returnedQuantity } : {}) },
      { productId: 2, stockBarcodeId: 21, barcode: 'B21', name: 'Deri Kayış', stockTypeName: 'M', quantity: 1, unitPriceWithTax: 234.5, unitPriceWithoutTax: 195.42, totalWithTax: 234.5 },
    ],
    totals: [{ type: 'NetTotal', typeId: CartTotalType.NetTotal, priceWithTax: 1234.5, priceWithoutTax: 1028.75, value: 1234.5 }],
    netTotal: 1234.5, status: OrderStatus.Delivered, statusName: 'Delivered', flags,
    payment: { paymentType: PaymentType.CreditCard, provider: 'CreditCard', status: 'captured', amount: 1234.5, cardLastFour: '1111' },
    shippingAddress: ADDRESS, invoiceAddress: ADDRESS, email: 'ayse@example.com', createdAt: '2026-03-05T10:00:00Z',
    history: [{ status: OrderStatus.Delivered, statusName: 'Delivered', at: '2026-03-07T10:00:00Z' }],
  };
}

const RETURN: OrderReturn = {
  id: 7, docNo: DOC, status: 'requested', reasonId: 1, reasonName: 'Ürün hasarlı veya kusurlu', note: 'Kutu ezik', currencyCode: 'TRY',
  lines: [{ stockBarcodeId: 11, productId: 1, name: 'Klasik Saat', quantity: 1, unitPriceWithTax: 500 }], amount: 500, refundedAmount: 0,
  createdAt: '2026-03-08T10:00:00Z', history: [{ status: 'requested', at: '2026-03-08T10:00:00Z' }],
};

function renderAt(path: string, routes: FakeRoutes, culture: 'tr' | 'en' = 'tr') {
  const server = fakeAccountServer(routes);
  const { wrapper, stores } = testStores(server.fetcher);
  stores.ui.setCulture(culture);
  const en = culture === 'en' ? '/en' : '';
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${en}/u/orders/:id`} element={<OrderReturnAction order={order(OrderFlags.ReturnAvailable)} />} />
        <Route path={`${en}/u/order-return/:id`} element={<OrderReturnView docNo={DOC} />} />
        <Route path={`${en}/u/returns`} element={<ReturnList />} />
        <Route path={`${en}/u/returns/:id`} element={<ReturnDetailView id={7} />} />
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
  return server;
}

describe('S2.02 S3.14 the order page offers the return while ReturnAvailable', () => {
  it('links to /u/order-return/{docNo} with "İade et" / "Return", and shows nothing without the flag', () => {
    renderAt(`/u/orders/${DOC}`, {});
    expect(screen.getByRole('link', { name: 'İade et' })).toHaveAttribute('href', `/u/order-return/${DOC}`);
    render(<MemoryRouter><OrderReturnAction order={{ docNo: DOC, flags: OrderFlags.CancelAvailable }} /></MemoryRouter>, { wrapper: testStores().wrapper });
    expect(screen.getAllByRole('link', { name: 'İade et' })).toHaveLength(1);
  });
});

describe('S2.02 S7.33 /u/order-return/{docNo}: the member asks to return lines', () => {
  const form = () => within(screen.getByTestId('order-return-form'));
  const submit = () => fireEvent.click(form().getByRole('button', { name: 'İade talebi oluştur' }));

  it('offers per line at most what was bought minus what is already on its way back, and the shop\'s reasons', async () => {
    renderAt(`/u/order-return/${DOC}`, { 'GET /api/order-return-reasons': () => REASONS, 'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.ReturnAvailable, 1) }) });
    await screen.findByTestId('order-return-form');
    const watch = form().getByLabelText('Klasik Saat iade adedi');
    expect(within(watch).getAllByRole('option').map((option) => option.textContent)).toEqual(['0', '1']);
    expect(within(form().getByLabelText('Deri Kayış (M) iade adedi')).getAllByRole('option')).toHaveLength(2);
    expect(within(form().getByLabelText('İade nedeni')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Bir neden seçin', 'Ürün hasarlı veya kusurlu', 'Diğer']);
  });

  it('sends nothing without a line, a reason, or the words "Diğer" asks for', async () => {
    const server = renderAt(`/u/order-return/${DOC}`, { 'GET /api/order-return-reasons': () => REASONS, 'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.ReturnAvailable) }) });
    await screen.findByTestId('order-return-form');
    await act(async () => { submit(); });
    expect(await form().findByText('İade edilecek en az bir ürün seçin')).toHaveAttribute('role', 'alert');
    expect(form().getByText('İade nedeni zorunludur')).toBeInTheDocument();
    fireEvent.change(form().getByLabelText('Klasik Saat iade adedi'), { target: { value: '1' } });
    fireEvent.change(form().getByLabelText('İade nedeni'), { target: { value: '6' } });
    await act(async () => { submit(); });
    expect(await form().findByText('Açıklama zorunludur')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/return-order')).toHaveLength(0);
  });

  it('sends the chosen lines, reason and note, then shows the return with its status', async () => {
    const server = renderAt(`/u/order-return/${DOC}`, {
      'GET /api/order-return-reasons': () => REASONS,
      'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.ReturnAvailable) }),
      'POST /api/return-order': () => ({ isSuccess: true, message: ReturnMessage.requested, orderReturn: RETURN }),
      'POST /api/return-detail': () => ({ isSuccess: true, orderReturn: RETURN }),
    });
    await screen.findByTestId('order-return-form');
    fireEvent.change(form().getByLabelText('Klasik Saat iade adedi'), { target: { value: '1' } });
    fireEvent.change(form().getByLabelText('İade nedeni'), { target: { value: '1' } });
    fireEvent.change(form().getByLabelText('Açıklama'), { target: { value: ' Kutu ezik ' } });
    await act(async () => { submit(); });
    await waitFor(() => expect(screen.getByTestId('return-status')).toHaveTextContent('Talep alındı'));
    expect(server.callsTo('POST', '/api/return-order')[0].body).toEqual({ docNo: DOC, reasonId: 1, note: 'Kutu ezik', lines: [{ stockBarcodeId: 11, quantity: 1 }] });
  });

  it('shows the server\'s refusal', async () => {
    renderAt(`/u/order-return/${DOC}`, {
      'GET /api/order-return-reasons': () => REASONS,
      'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.ReturnAvailable) }),
      'POST /api/return-order': () => new Refusal(400, ReturnMessage.quantityTooHigh),
    });
    await screen.findByTestId('order-return-form');
    fireEvent.change(form().getByLabelText('Deri Kayış (M) iade adedi'), { target: { value: '1' } });
    fireEvent.change(form().getByLabelText('İade nedeni'), { target: { value: '1' } });
    await act(async () => { submit(); });
    expect(await form().findByText('Satın aldığınızdan, daha önce iade ettiklerinizi çıkardıktan sonra kalandan fazlasını iade edemezsiniz')).toHaveAttribute('role', 'alert');
  });

  it('an order that is not ReturnAvailable shows no form', async () => {
    renderAt(`/u/order-return/${DOC}`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: order(OrderFlags.None) }) });
    expect(await screen.findByText('Bu sipariş iade edilemez: iade, teslimattan sonraki 14 gün içinde yapılabilir.')).toBeInTheDocument();
    expect(screen.queryByTestId('order-return-form')).toBeNull();
  });
});

describe('S2.02 /u/returns and /u/returns/{id}', () => {
  it('lists the member\'s returns with their status, each opening its detail', async () => {
    renderAt('/en/u/returns', {
      'GET /api/returns': () => ({ isSuccess: true, returns: [{ id: 7, docNo: DOC, status: 'refunded', currencyCode: 'TRY', amount: 500, itemCount: 1, createdAt: '2026-03-08T10:00:00Z' }], pagination: { currentPage: 1, pageSize: 10, totalPages: 1, totalItems: 1, taked: 1, skipped: 0 } }),
    }, 'en');
    const [row] = await screen.findAllByTestId('return-row');
    expect(within(row).getByRole('link', { name: 'Open return 7' })).toHaveAttribute('href', '/en/u/returns/7');
    expect(row).toHaveTextContent('Refunded');
    expect(row).toHaveTextContent(/1 item$/);
  });

  it('says so when there are no returns', async () => {
    renderAt('/u/returns', { 'GET /api/returns': () => ({ isSuccess: true, returns: [], pagination: { currentPage: 1, pageSize: 10, totalPages: 0, totalItems: 0, taked: 0, skipped: 0 } }) });
    expect(await screen.findByText('Henüz iade talebiniz yok.')).toBeInTheDocument();
  });

  it('shows a return\'s lines, reason, amount, refund and history', async () => {
    renderAt('/u/returns/7', { 'POST /api/return-detail': () => ({ isSuccess: true, orderReturn: { ...RETURN, status: 'refunded', refundedAmount: 500, history: [...RETURN.history, { status: 'refunded', at: '2026-03-09T10:00:00Z' }] } }) });
    const detail = await screen.findByTestId('return-detail');
    expect(within(detail).getByTestId('return-status')).toHaveTextContent('Ücret iade edildi');
    expect(detail).toHaveTextContent('Ürün hasarlı veya kusurlu · Kutu ezik');
    expect(within(detail).getAllByTestId('return-item')).toHaveLength(1);
    expect(within(detail).getByTestId('return-refunded')).toHaveTextContent('500 ₺');
    expect(within(detail).getAllByTestId('return-history-entry').map((entry) => entry.textContent)).toEqual([expect.stringContaining('Talep alındı'), expect.stringContaining('Ücret iade edildi')]);
  });

  it('a return that is not the member\'s reads as not found', async () => {
    renderAt('/u/returns/7', { 'POST /api/return-detail': () => new Refusal(404, ReturnMessage.returnNotFound) });
    expect(await screen.findByText('İade bulunamadı.')).toBeInTheDocument();
  });
});

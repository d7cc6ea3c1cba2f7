import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { OrderFlags, OrderStatus, PaymentType } from '../../../../../../contracts/enums';
import type { Order } from '../../../../../../contracts/order/entities';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../../../contracts/order/payloads';
import { testStores } from '../../../../test-stores';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../../account-test-server';
import { OrderDetailView } from './order-detail-view';

const DOC = 'VTR-2026-000321';
const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityName: 'İstanbul', countyName: 'Kadıköy', description: 'Moda Cad. 1', countryCode: 'TR' };

function payLaterOrder(paid: boolean): Order {
  const status = paid ? OrderStatus.Paid : OrderStatus.Waiting;
  return {
    docNo: DOC, currencyCode: 'TRY', currencyId: 1, exchangeRate: 1, shipper: 'Hızlı Kargo', shipmentFee: 0, giftBox: false,
    items: [{ productId: 1, stockBarcodeId: 11, barcode: 'B11', name: 'Klasik Saat', quantity: 1, unitPriceWithTax: 500, unitPriceWithoutTax: 416.67, totalWithTax: 500 }],
    totals: [], netTotal: 500, status, statusName: OrderStatus[status] as keyof typeof OrderStatus, flags: paid ? OrderFlags.None : OrderFlags.CancelAvailable,
    payment: { paymentType: PaymentType.PayLater, provider: 'Other', status: paid ? 'captured' : 'waiting', amount: 500, dueAt: '2026-12-10T10:00:00Z', ...(paid ? { cardLastFour: '3220' } : {}) },
    shippingAddress: ADDRESS, invoiceAddress: ADDRESS, email: 'ayse@example.com', createdAt: '2026-11-26T10:00:00Z',
    history: [{ status: OrderStatus.Waiting, statusName: 'Waiting', at: '2026-11-26T10:00:00Z' }],
  };
}

/** The order page at `path`; answers the routes given and records the Idempotency-Key of every payment request. */
function renderAt(path: string, routes: FakeRoutes) {
  const server = fakeAccountServer(routes);
  const keys: (string | undefined)[] = [];
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/pay-order')) keys.push((init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_KEY_HEADER]);
    return server.fetcher(input, init);
  }) as typeof fetch;
  const { wrapper } = testStores(fetcher);
  render(<MemoryRouter initialEntries={[path]}><Routes><Route path="/u/orders/:id" element={<OrderDetailView docNo={DOC} />} /></Routes></MemoryRouter>, { wrapper });
  return { server, keys };
}

describe('S7.32 a pay-later order paid from its page, and back from the bank\'s 3-D Secure page', () => {
  it('back with ?payment=error: the order still waits, with the reason in the shopper\'s words and the form to pay again', async () => {
    renderAt(`/u/orders/${DOC}?payment=error&reason=challenge-failed`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: payLaterOrder(false) }) });
    expect(await screen.findByTestId('pay-later-error')).toHaveTextContent('Kartınızın 3D Secure doğrulaması tamamlanmadı; ödemeniz alınmadı. Siparişiniz ödeme bekliyor.');
    expect(screen.getByRole('button', { name: 'Şimdi öde' })).not.toHaveAttribute('aria-busy');
  });

  it('back with ?payment=success: the order paid says so, and the form is gone', async () => {
    renderAt(`/u/orders/${DOC}?payment=success`, { 'POST /api/get-order-detail': () => ({ isSuccess: true, order: payLaterOrder(true) }) });
    expect(await screen.findByTestId('pay-later-paid')).toHaveTextContent('Ödemeniz alındı');
    expect(screen.queryByTestId('order-pay-later')).toBeNull();
  });

  it('each attempt sends its own Idempotency-Key; a refusal ends the attempt, so the next try is a new key', async () => {
    let answers = 0;
    const { keys } = renderAt(`/u/orders/${DOC}`, {
      'POST /api/get-order-detail': () => ({ isSuccess: true, order: payLaterOrder(false) }),
      'POST /api/pay-order': () => (answers++ === 0 ? new Refusal(402, 'Your card was declined') : { isSuccess: true, order: payLaterOrder(true) }),
    });
    fireEvent.change(await screen.findByLabelText('Kart numarası'), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.change(screen.getByLabelText('Kart üzerindeki isim'), { target: { value: 'Ayşe Yılmaz' } });
    fireEvent.change(screen.getByLabelText('Son kullanma (AA/YYYY)'), { target: { value: '12/2030' } });
    fireEvent.change(screen.getByLabelText('Güvenlik kodu (CVV)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şimdi öde' }));
    expect(await screen.findByTestId('pay-later-error')).toHaveTextContent('Your card was declined');
    fireEvent.click(screen.getByRole('button', { name: 'Şimdi öde' }));
    await waitFor(() => expect(screen.queryByTestId('order-pay-later')).toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => typeof key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(key))).toBe(true);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

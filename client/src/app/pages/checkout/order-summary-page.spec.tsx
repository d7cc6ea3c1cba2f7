import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OrderFlags, OrderStatus, PaymentType } from '../../../../../contracts/enums';
import type { Member } from '../../../../../contracts/member/entities';
import type { Order, OrderItem } from '../../../../../contracts/order/entities';
import { fakeAccountServer, Refusal, type FakeRoutes } from '../../../features/member/account-test-server';
import { memberStore } from '../../../features/member/member-store';
import { saveConsent } from '../../../lib/consent';
import { clearConsentCookie } from '../../../test-consent';
import { testStores } from '../../../test-stores';
import OrderSummaryPage from './order-summary-page';

const DOC = 'VTR-2026-000777';
const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };
const ADDRESS = { title: 'Ev', name: 'Ayşe', surname: 'Yılmaz', mobilePhone: '5321234567', cityName: 'İstanbul', countyName: 'Kadıköy', description: 'Moda Cad. 1', countryCode: 'TR' };
const ITEM: OrderItem = { productId: 42, stockBarcodeId: 420, barcode: '8690000000420', name: 'Kronos Çelik Kol Saati', quantity: 2, unitPriceWithTax: 1500, unitPriceWithoutTax: 1250, totalWithTax: 3000 };
const order = (items: OrderItem[]): Order => ({
  docNo: DOC, currencyCode: 'TRY', currencyId: 1, exchangeRate: 1, shipper: 'Hızlı Kargo', shipmentFee: 0, items, totals: [],
  netTotal: 3000, status: OrderStatus.Requested, statusName: 'Requested', flags: OrderFlags.None,
  payment: { paymentType: PaymentType.CreditCard, provider: 'CreditCard', status: 'captured', amount: 3000, cardLastFour: '1111' },
  shippingAddress: ADDRESS, invoiceAddress: ADDRESS, email: MEMBER.email, createdAt: '2026-03-05T10:00:00Z', history: [],
});

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
const purchases = () => dataLayer().filter((entry) => (entry as { event?: string }).event === 'purchase');

/** The order summary page of a signed-in member at `search`, the order lookup answered by `orderDetail`. */
function renderSummary(search: string, orderDetail: FakeRoutes[string]) {
  const server = fakeAccountServer({ 'POST /api/get-order-detail': orderDetail, 'GET /api/basket-count': () => ({ isSuccess: true, count: 0 }) });
  const { stores, wrapper } = testStores(server.fetcher);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
  render(<MemoryRouter initialEntries={[`/c/order-summary${search}`]}><OrderSummaryPage /></MemoryRouter>, { wrapper });
  return server;
}

describe('order summary page: purchase tracking (S4.19)', () => {
  beforeEach(() => {
    clearConsentCookie();
    delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
    saveConsent('granted');
  });

  it('S4.19 purchase fires once the order lookup succeeded and the order has products, with the order\'s number, total and lines', async () => {
    renderSummary(`?status=success&docno=${DOC}`, () => ({ isSuccess: true, order: order([ITEM]) }));
    expect(await screen.findByText(ITEM.name)).toBeInTheDocument();
    expect(purchases()).toEqual([{
      event: 'purchase',
      ecommerce: { transaction_id: DOC, currency: 'TRY', value: 3000, shipping: 0, items: [{ item_id: '42', item_name: ITEM.name, price: 1500, quantity: 2 }] },
    }]);
  });

  it('S4.19 no purchase when the order lookup failed', async () => {
    renderSummary(`?status=success&docno=${DOC}`, () => new Refusal(404, 'Order not found'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sipariş bilgileri alınamadı');
    expect(purchases()).toEqual([]);
  });

  it('S4.19 no purchase for an order read without products, nor for a failed placement (no lookup at all)', async () => {
    renderSummary(`?status=success&docno=${DOC}`, () => ({ isSuccess: true, order: order([]) }));
    expect(await screen.findByText('Teşekkürler, siparişiniz alındı')).toBeInTheDocument();
    expect(purchases()).toEqual([]);

    const failed = renderSummary('?status=error', () => ({ isSuccess: true, order: order([ITEM]) }));
    expect(await screen.findByText(/Siparişiniz tamamlanamadı/)).toBeInTheDocument();
    expect(failed.callsTo('POST', '/api/get-order-detail')).toEqual([]);
    expect(purchases()).toEqual([]);
  });
});

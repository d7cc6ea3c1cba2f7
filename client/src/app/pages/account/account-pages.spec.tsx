import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import type { Member, PriceAlarm, StockAlarm } from '../../../../../contracts/member/entities';
import { fakeAccountServer, type FakeRoutes } from '../../../features/member/account-test-server';
import { testStores } from '../../../test-stores';
import ClubPage from './club-page';
import CollectionPage from './collection-page';
import CommunicationPreferencesPage from './communication-preferences-page';
import CouponsPage from './coupons-page';
import MessagesPage from './messages-page';
import OrdersPage from './orders-page';
import PriceAlarmsPage from './price-alarms-page';
import StockAlarmsPage from './stock-alarms-page';
import { memberStore } from '../../../features/member/member-store';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };
const CURRENCIES = { isSuccess: true, activeCurrencyId: 1, currencyLists: [{ id: 1, code: 'TRY', name: 'Türk Lirası', symbol: '₺', symbolOnRight: true, decimals: 2 }] };
const product = { routePath: '/casio-p-5', createdAt: '2025-01-01T00:00:00Z' };

async function renderPage(Page: ComponentType, routes: FakeRoutes = {}, culture: 'tr' | 'en' = 'tr') {
  const server = fakeAccountServer({ 'GET /api/currencies': () => CURRENCIES, ...routes });
  const { stores, wrapper } = testStores(server.fetcher);
  stores.ui.setCulture(culture);
  await stores.currency.load();
  stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
  render(<MemoryRouter><Page /></MemoryRouter>, { wrapper });
  return { stores, server };
}

describe('account pages', () => {
  it('S2.02 /u/club: the points, the level, what the next level needs and the orders behind them, from /api/member-club', async () => {
    const club = {
      points: 120, pendingPoints: 45, level: 'bronze', next: { level: 'silver', pointsNeeded: 380 },
      entries: [
        { docNo: 'VTR-2026-000003', at: '2026-03-05T10:00:00Z', points: 45, state: 'pending' },
        { docNo: 'VTR-2026-000002', at: '2026-02-01T10:00:00Z', points: 0, state: 'cancelled' },
        { docNo: 'VTR-2026-000001', at: '2026-01-10T10:00:00Z', points: 120, returnedPoints: 30, state: 'earned' },
      ],
    };
    const { server } = await renderPage(ClubPage, { 'GET /api/member-club': () => ({ isSuccess: true, club }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Vitrin Club' })).toBeInTheDocument();
    expect(await screen.findByTestId('club-points')).toHaveTextContent('120');
    expect(screen.getByTestId('club-level')).toHaveTextContent('Bronz');
    expect(screen.getByText('Gümüş seviyesine 380 puan kaldı.')).toBeInTheDocument();
    expect(screen.getByTestId('club-pending')).toHaveTextContent('45 puan');
    const rows = screen.getAllByTestId('club-entry');
    expect(rows.map((row) => row.textContent)).toEqual([
      'VTR-2026-0000035 Mart 2026Teslim bekleniyor45', 'VTR-2026-0000021 Şubat 2026İptal edildi0', 'VTR-2026-00000110 Ocak 2026Kazanıldı120 (iade: −30)',
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'VTR-2026-000003' })).toHaveAttribute('href', '/u/orders/VTR-2026-000003');
    expect(server.callsTo('GET', '/api/member-club')).toHaveLength(1);
  });

  it('/u/club in English, at the top level: no next level, and a member without orders is told so', async () => {
    await renderPage(ClubPage, { 'GET /api/member-club': () => ({ isSuccess: true, club: { points: 2500, pendingPoints: 0, level: 'gold', entries: [] } }) }, 'en');
    expect(await screen.findByTestId('club-level')).toHaveTextContent('Gold');
    expect(screen.getByText('You are at the top level.')).toBeInTheDocument();
    expect(screen.getByText('No order has earned points yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('club-pending')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
  });

  it('S2.02 /u/collection: the products bought, with today\'s price and when each was last bought, and no remove button', async () => {
    const item = { ...product, productId: 5, name: 'Casio Vintage', salesPrice: 999.9, quantity: 2, createdAt: '2026-03-05T10:00:00Z' };
    const { server } = await renderPage(CollectionPage, { 'GET /api/member-collection': () => ({ isSuccess: true, items: [item] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Koleksiyonum' })).toBeInTheDocument();
    const entry = await screen.findByTestId('account-entry');
    expect(within(entry).getByRole('link', { name: 'Casio Vintage' })).toHaveAttribute('href', '/casio-p-5');
    expect(entry).toHaveTextContent('Son alım 5 Mart 2026 · 2 adet');
    expect(within(entry).queryByRole('button')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/member-collection')).toHaveLength(1);
  });

  it('/u/collection empty: says so and offers the way to the shop', async () => {
    await renderPage(CollectionPage, { 'GET /api/member-collection': () => ({ isSuccess: true, items: [] }) });
    expect(await screen.findByText('Koleksiyonunuzda henüz ürün yok.')).toBeInTheDocument();
  });

  it.each([
    { Page: MessagesPage, heading: 'Mesajlarım', route: '/api/messages', answer: { isSuccess: true, threads: [] }, empty: 'Henüz mesajınız yok.' },
    { Page: CouponsPage, heading: 'Kuponlarım', route: '/api/member-coupons', answer: { isSuccess: true, coupons: [] }, empty: 'Henüz kuponunuz yok.' },
    {
      Page: OrdersPage, heading: 'Siparişlerim', route: '/api/orders', empty: 'Henüz siparişiniz yok.',
      answer: { isSuccess: true, orders: [], pagination: { currentPage: 1, pageSize: 10, totalPages: 0, totalItems: 0, taked: 0, skipped: 0 } },
    },
  ])('S2.02 $heading: the page reads the member\'s list from $route and says so when it is empty', async ({ Page, heading, route, answer, empty }) => {
    const { server } = await renderPage(Page, { [`GET ${route}`]: () => answer, 'GET /api/message-subjects': () => ({ isSuccess: true, subjects: [] }) });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(document.title).toBe(`${heading} | Vitrin`);
    expect(server.callsTo('GET', route)).toHaveLength(1);
  });

  it('communication preferences: sends both permissions and keeps the member\'s answer; a permission that is off waits for its code (S7.30)', async () => {
    const { stores, server } = await renderPage(CommunicationPreferencesPage, {
      'POST /api/communication-preferences': (call) => ({ isSuccess: true, member: { ...MEMBER, ...(call.body as object) } }),
    });
    expect(screen.getByLabelText(/SMS ile almak/)).not.toBeChecked();
    expect(screen.getByLabelText(/SMS ile almak/)).toBeDisabled();
    expect(screen.getByTestId('sms-consent-form')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/e-posta ile almak/));
    fireEvent.click(screen.getByRole('button', { name: 'Tercihlerimi kaydet' }));
    await waitFor(() => expect(stores.lazyStore(memberStore).member?.isEmailPermitted).toBe(false));
    expect(server.callsTo('POST', '/api/communication-preferences')[0].body).toEqual({ isSmsPermitted: false, isEmailPermitted: false });
    expect(await screen.findByTestId('email-consent-form')).toBeInTheDocument();
  });

  it('price alarms: the price now beside the alarm price, in the shop\'s money format', async () => {
    const alarm: PriceAlarm = { ...product, productId: 5, name: 'Casio Vintage', salesPrice: 999.9, alarmPrice: 1250 };
    await renderPage(PriceAlarmsPage, { 'GET /api/price-alarms': () => ({ isSuccess: true, alarms: [alarm] }) });
    const row = await screen.findByTestId('account-entry');
    expect(within(row).getByText('Güncel fiyat').nextSibling).toHaveTextContent('999,90 ₺');
    expect(within(row).getByText('Alarm kurulduğundaki fiyat').nextSibling).toHaveTextContent('1.250 ₺');
  });

  it('stock alarms: one per size, removed with the size\'s barcode', async () => {
    const alarms: StockAlarm[] = [
      { ...product, productId: 5, name: 'Casio Vintage', salesPrice: 1000, stockBarcodeId: 51, stockTypeName: '40', inStock: false },
      { ...product, productId: 5, name: 'Casio Vintage', salesPrice: 1000, stockBarcodeId: 52, stockTypeName: '42', inStock: true },
    ];
    const { server } = await renderPage(StockAlarmsPage, {
      'GET /api/stock-alarms': () => ({ isSuccess: true, alarms }),
      'POST /api/remove-stock-alarm': () => ({ isSuccess: true }),
    });
    const rows = await screen.findAllByTestId('account-entry');
    expect(rows[0]).toHaveTextContent('Tükendi');
    expect(rows[1]).toHaveTextContent('Stokta');
    fireEvent.click(screen.getByRole('button', { name: 'Casio Vintage (42) alarmını kaldır' }));
    await waitFor(() => expect(screen.getAllByTestId('account-entry')).toHaveLength(1));
    expect(screen.getByTestId('account-entry')).toHaveTextContent('Beden: 40');
    expect(server.callsTo('POST', '/api/remove-stock-alarm')[0].body).toEqual({ productId: 5, stockBarcodeId: 52 });
  });
});

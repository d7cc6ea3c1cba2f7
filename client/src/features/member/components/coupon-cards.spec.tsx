import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MemberCoupon } from '../../../../../contracts/member/member-coupons';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal } from '../account-test-server';
import { couponStateOf } from '../stores/coupon-list';
import { CouponCards } from './coupon-cards';

const CURRENCIES = { isSuccess: true, activeCurrencyId: 1, currencyLists: [{ id: 1, code: 'TRY', name: 'Türk Lirası', symbol: '₺', symbolOnRight: true, decimals: 2 }] };
const WELCOME: MemberCoupon = { code: 'HOSGELDIN10', name: 'Hoş geldin indirimi %10', kind: 'percent', value: 10, minimumBasket: 200, used: false };
const SEASON: MemberCoupon = {
  code: 'SEPET50', name: 'Sepette 50 ₺ indirim', kind: 'amount', value: 50, minimumBasket: 0, used: false, validFrom: '2026-01-01T00:00:00Z', validUntil: '2099-03-31T21:00:00Z',
};
const USED: MemberCoupon = { code: 'KULLANILDI', name: 'Kullanılmış kupon', kind: 'percent', value: 5, minimumBasket: 0, used: true };

async function renderCoupons(answer: () => unknown) {
  const server = fakeAccountServer({ 'GET /api/currencies': () => CURRENCIES, 'GET /api/member-coupons': answer });
  const { stores, wrapper } = testStores(server.fetcher);
  await stores.currency.load();
  render(<MemoryRouter><CouponCards /></MemoryRouter>, { wrapper });
  return server;
}

describe('S2.02 /u/coupons: the member\'s coupons', () => {
  afterEach(() => { Reflect.deleteProperty(navigator, 'clipboard'); });

  it('shows each coupon\'s code, description, what it gives, minimum basket, validity and state', async () => {
    await renderCoupons(() => ({ isSuccess: true, coupons: [WELCOME, SEASON, USED] }));
    const [welcome, season, used] = await screen.findAllByTestId('coupon-card');
    expect(within(welcome).getByText('HOSGELDIN10')).toBeInTheDocument();
    expect(welcome).toHaveTextContent('Hoş geldin indirimi %10');
    expect(welcome).toHaveTextContent('%10 indirim');
    expect(within(welcome).getByText('Alt limit').nextSibling).toHaveTextContent('200 ₺');
    expect(within(welcome).getByText('Geçerlilik').nextSibling).toHaveTextContent('Süresiz');
    expect(welcome).toHaveTextContent('Kullanılabilir');
    expect(season).toHaveTextContent('50 ₺ indirim');
    expect(within(season).getByText('Alt limit').nextSibling).toHaveTextContent('Alt limit yok');
    expect(within(season).getByText('Geçerlilik').nextSibling).toHaveTextContent('1 Ocak 2026 - 31 Mart 2099');
    expect(used).toHaveTextContent('Kullanıldı');
  });

  it('copies a code to the clipboard with its button', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderCoupons(() => ({ isSuccess: true, coupons: [WELCOME, SEASON] }));
    fireEvent.click(await screen.findByRole('button', { name: 'SEPET50 kodunu kopyala' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('SEPET50'));
  });

  it('says so when the member has no coupons', async () => {
    await renderCoupons(() => ({ isSuccess: true, coupons: [] }));
    expect(await screen.findByText('Henüz kuponunuz yok.')).toBeInTheDocument();
  });

  it('shows the server\'s message when the coupons cannot be read', async () => {
    await renderCoupons(() => new Refusal(502, 'Gateway is down'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kuponlarınız yüklenemedi. Gateway is down');
  });

  it('tells a coupon that has not started or has expired from a usable one', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(couponStateOf({ ...WELCOME, validFrom: '2026-07-01T00:00:00Z' }, now)).toBe('notStarted');
    expect(couponStateOf({ ...WELCOME, validUntil: '2026-05-31T00:00:00Z' }, now)).toBe('expired');
    expect(couponStateOf({ ...WELCOME, validFrom: '2026-01-01T00:00:00Z', validUntil: '2026-12-31T00:00:00Z' }, now)).toBe('usable');
    expect(couponStateOf({ ...USED, validUntil: '2026-05-31T00:00:00Z' }, now)).toBe('used');
  });
});

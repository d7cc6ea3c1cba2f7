import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, type FakeRoutes } from '../account-test-server';
import { memberStore } from '../member-store';
import { ProductMemberActions } from './product-member-actions';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };
const ALARM = { productId: 5, name: 'Casio Vintage', salesPrice: 1000, alarmPrice: 1200, routePath: '/urun-p-5', createdAt: '2025-01-01T00:00:00Z' };

function renderActions(priceAlarms: unknown[], routes: FakeRoutes = {}) {
  const server = fakeAccountServer({
    'GET /api/get-favorites': () => ({ isSuccess: true, favorites: [] }),
    'GET /api/price-alarms': () => ({ isSuccess: true, alarms: priceAlarms }),
    'GET /api/stock-alarms': () => ({ isSuccess: true, alarms: [] }),
    'POST /api/add-price-alarm': () => ({ isSuccess: true }),
    'POST /api/remove-price-alarm': () => ({ isSuccess: true }),
    ...routes,
  });
  const { stores, wrapper } = testStores(server.fetcher);
  stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
  render(<MemoryRouter><ProductMemberActions productId={5} isSoldOut={false} /></MemoryRouter>, { wrapper });
  return server;
}

const alarmButton = () => screen.getByTestId('alarm-button');

describe('issue 32 item 15: the price alarm button shows the alarm is set', () => {
  beforeEach(() => localStorage.clear());

  it('is pressed when the member already has the alarm, and a press takes it off instead of setting it again', async () => {
    const server = renderActions([ALARM]);
    await waitFor(() => expect(alarmButton()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(alarmButton());
    await waitFor(() => expect(alarmButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(server.callsTo('POST', '/api/remove-price-alarm')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/add-price-alarm')).toHaveLength(0);
  });

  it('is pressed once set, so a second press does not set it again', async () => {
    const server = renderActions([]);
    await waitFor(() => expect(server.callsTo('GET', '/api/price-alarms')).toHaveLength(1));
    expect(alarmButton()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(alarmButton());
    await waitFor(() => expect(alarmButton()).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(alarmButton()).not.toHaveAttribute('aria-busy'));
    fireEvent.click(alarmButton());
    await waitFor(() => expect(alarmButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(server.callsTo('POST', '/api/add-price-alarm')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/remove-price-alarm')).toHaveLength(1);
  });
});

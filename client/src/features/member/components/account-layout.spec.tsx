import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Member } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer } from '../account-test-server';
import { AccountLayout } from './account-layout';
import { memberStore } from '../member-store';

const MEMBER: Member = { id: 7, name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', isSmsPermitted: false, isEmailPermitted: true, defaultLanguage: 'tr', isGuest: false };

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderAccountPage(path: string) {
  const server = fakeAccountServer({
    // The member's record is on its way for as long as the test looks.
    'GET /api/active-member': () => new Promise(() => undefined),
    'POST /api/logout': () => ({ isSuccess: true }),
    // A guest's sign-in makes the basket count read again.
    'GET /api/basket-count': () => ({ isSuccess: true, count: 0 }),
  });
  const { stores, wrapper } = testStores(server.fetcher);
  const page = <AccountLayout title="Favorilerim"><p>Favori listesi</p></AccountLayout>;
  const view = () => render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/u/favorites" element={page} />
        <Route path="/en/u/favorites" element={page} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
  return { stores, server, view };
}

describe('account layout and guard (spec §2 account routes: member only)', () => {
  it('shows a loading note and nothing of the page while the signed-in member is being read', () => {
    document.cookie = 'active_member=member; path=/';
    try {
      const { server, view } = renderAccountPage('/u/favorites');
      view();
      expect(server.callsTo('GET', '/api/active-member')).toHaveLength(1);
      expect(screen.getByRole('status')).toHaveTextContent('Hesabınız yükleniyor…');
      expect(screen.queryByText('Favori listesi')).toBeNull();
      expect(screen.queryByTestId('location')).toBeNull();
    } finally {
      document.cookie = 'active_member=; path=/; max-age=0';
    }
  });

  it('sends a visitor to sign in, with the way back to the page', async () => {
    const { stores, view } = renderAccountPage('/u/favorites?sort=new');
    view();
    await act(() => stores.lazyStore(memberStore).start()); // no active_member cookie: a visitor
    expect(screen.getByTestId('location')).toHaveTextContent('/login?action=login&returnurl=%2Fu%2Ffavorites%3Fsort%3Dnew');
    expect(screen.queryByText('Favori listesi')).toBeNull();
  });

  it('sends an English visitor to the English sign-in page', async () => {
    const { stores, view } = renderAccountPage('/en/u/favorites');
    stores.ui.setCulture('en');
    view();
    await act(() => stores.lazyStore(memberStore).start());
    expect(screen.getByTestId('location')).toHaveTextContent('/en/login?action=login&returnurl=%2Fen%2Fu%2Ffavorites');
  });

  it('sends a guest to sign in as well', () => {
    const { stores, view } = renderAccountPage('/u/favorites');
    view();
    act(() => stores.lazyStore(memberStore).guestSignedIn());
    expect(screen.getByTestId('location')).toHaveTextContent('/login?action=login&returnurl=%2Fu%2Ffavorites');
  });

  it('shows a member the page with its heading and a link to every account page', () => {
    const { stores, view } = renderAccountPage('/u/favorites');
    stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
    view();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorilerim' })).toBeInTheDocument();
    expect(screen.getByText('Favori listesi')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hesabım' });
    const links = Array.from(nav.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/u/info', '/u/orders', '/u/returns', '/u/addresses', '/u/favorites', '/u/communication-preferences', '/u/stock-alarms', '/u/price-alarms', '/u/messages', '/u/change-password', '/u/club', '/u/coupons', '/u/collection']);
    expect(screen.getByRole('link', { name: 'Favorilerim' })).toHaveAttribute('aria-current', 'page');
  });

  it('signs out and goes home, not to the sign-in page', async () => {
    const { stores, server, view } = renderAccountPage('/u/favorites');
    stores.lazyStore(memberStore).accept({ isSuccess: true, member: MEMBER });
    view();
    fireEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(server.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(stores.lazyStore(memberStore).status).toBe(0);
  });
});

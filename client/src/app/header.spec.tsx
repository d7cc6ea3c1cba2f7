import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { testStores } from '../test-stores';
import { Header } from './header';

/** The header with a storefront that answers every read with an empty success (the menu's read has landed). */
async function renderHeader(culture: 'tr' | 'en', initials: string | null) {
  const fetcher = (() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ isSuccess: true }) } as Response)) as typeof fetch;
  const { stores, wrapper } = testStores(fetcher);
  stores.ui.setCulture(culture);
  stores.ui.setMemberInitials(initials);
  render(<MemoryRouter><Header /></MemoryRouter>, { wrapper });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('S2 header: the account area is named for who is there', () => {
  it('a visitor is invited to sign in or register', async () => {
    await renderHeader('tr', null);
    expect(screen.getByRole('navigation', { name: 'Giriş yap veya üye ol' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş yap veya üye ol' })).toHaveAttribute('href', '/login?action=login');
  });

  it.each([['tr', 'Hesabım', 'Giriş yap veya üye ol'], ['en', 'My account', 'Sign in or register']] as const)('%s: a signed-in member hears "%s", never the sign-in invitation', async (culture, name, invitation) => {
    await renderHeader(culture, 'DD');
    expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name })).toHaveTextContent('DD');
    expect(screen.queryByRole('navigation', { name: invitation })).toBeNull();
    expect(screen.queryByRole('link', { name: invitation })).toBeNull();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { WISH_LIST_STORAGE_KEY, type MemberProductEntry } from '../../../../../contracts/member/entities';
import { testStores } from '../../../test-stores';
import { fakeAccountServer, Refusal } from '../account-test-server';
import { FavoritesGrid } from './favorites-grid';

const CURRENCIES = { isSuccess: true, activeCurrencyId: 1, currencyLists: [{ id: 1, code: 'TRY', name: 'Türk Lirası', symbol: '₺', symbolOnRight: true, decimals: 2 }] };
const entry = (productId: number, name: string, salesPrice: number): MemberProductEntry => ({ productId, name, salesPrice, routePath: `/urun-p-${productId}`, createdAt: '2025-01-01T00:00:00Z' });
const FAVORITES = [entry(5, 'Casio Vintage', 1234.5), entry(8, 'Seiko 5', 4500)];

async function renderFavorites(removeFavorite: () => unknown) {
  const server = fakeAccountServer({
    'GET /api/currencies': () => CURRENCIES,
    'GET /api/get-favorites': () => ({ isSuccess: true, favorites: FAVORITES }),
    'POST /api/remove-favorite': removeFavorite,
  });
  const { stores, wrapper } = testStores(server.fetcher);
  await stores.currency.load();
  render(<MemoryRouter><FavoritesGrid /></MemoryRouter>, { wrapper });
  return server;
}

describe('favourites (/u/favorites)', () => {
  beforeEach(() => localStorage.clear());

  it('shows each favourite with its link and price, and writes their ids to the local wish-list', async () => {
    localStorage.setItem(WISH_LIST_STORAGE_KEY, '99');
    await renderFavorites(() => ({ isSuccess: true }));
    const cards = await screen.findAllByTestId('account-entry');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Casio Vintage' })).toHaveAttribute('href', '/urun-p-5');
    expect(cards[0]).toHaveTextContent('1.234,50 ₺');
    expect(localStorage.getItem(WISH_LIST_STORAGE_KEY)).toBe('5,8');
  });

  it('removes a favourite from the list and from the local wish-list', async () => {
    const server = await renderFavorites(() => ({ isSuccess: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Casio Vintage ürününü favorilerden çıkar' }));
    await waitFor(() => expect(screen.getAllByTestId('account-entry')).toHaveLength(1));
    expect(screen.queryByText('Casio Vintage')).toBeNull();
    expect(server.callsTo('POST', '/api/remove-favorite')[0].body).toEqual({ productId: 5 });
    expect(localStorage.getItem(WISH_LIST_STORAGE_KEY)).toBe('8');
  });

  it('keeps the list and the wish-list as they were when the server refuses', async () => {
    const server = await renderFavorites(() => new Refusal(500, 'Sunucu hatası'));
    fireEvent.click(await screen.findByRole('button', { name: 'Seiko 5 ürününü favorilerden çıkar' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/remove-favorite')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Seiko 5 ürününü favorilerden çıkar' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getAllByTestId('account-entry')).toHaveLength(2);
    expect(localStorage.getItem(WISH_LIST_STORAGE_KEY)).toBe('5,8');
  });

  it('S8.09 a failed read says "Failed to get favorites" when the server sent no message of its own, and the server\'s message when it did', async () => {
    const unreachable = fakeAccountServer({ 'GET /api/get-favorites': () => new Refusal(500, 'Network error occurred') });
    const first = testStores(unreachable.fetcher);
    const { unmount } = render(<MemoryRouter><FavoritesGrid /></MemoryRouter>, { wrapper: first.wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get favorites');
    unmount();
    const refused = fakeAccountServer({ 'GET /api/get-favorites': () => new Refusal(502, 'Favori servisi bakımda') });
    render(<MemoryRouter><FavoritesGrid /></MemoryRouter>, { wrapper: testStores(refused.fetcher).wrapper });
    expect(await screen.findByRole('alert')).toHaveTextContent('Favori servisi bakımda');
    expect(screen.queryByText(/Failed to get favorites/)).toBeNull();
  });

  it('says plainly when there are no favourites', async () => {
    const server = fakeAccountServer({ 'GET /api/get-favorites': () => ({ isSuccess: true, favorites: [] }) });
    const { wrapper } = testStores(server.fetcher);
    render(<MemoryRouter><FavoritesGrid /></MemoryRouter>, { wrapper });
    expect(await screen.findByText('Henüz favori ürününüz yok.')).toBeInTheDocument();
    expect(localStorage.getItem(WISH_LIST_STORAGE_KEY)).toBe('');
  });
});

import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ProductListItem } from '../../../../../contracts/product/entities';
import { withQuietObserver } from '../../../test-observers';
import { testStores } from '../../../test-stores';
import { ProductCard, ProductCardSkeleton } from './product-card';

const TRY = { code: 'TRY', symbol: '₺', symbolOnRight: true, decimals: 2 };
const PRODUCT = {
  id: 5, name: 'Casio Vintage A168 Dijital Çelik Kordonlu Unisex Kol Saati', routePath: '/casio-vintage-p-5', brand: { id: 1, name: 'Casio' },
  salesPrice: 1234.5, basePrice: 1500, discountRate: 18, currencyId: 1,
  documents: [{ isDefault: true, filePath: '/media/products/5-1.svg' }],
  campaignBadges: [{ campaignId: 3, name: 'Kargo Bedava', kind: 'shipping' }],
} as unknown as ProductListItem;

/** The class names of the boxes that give a card its height, in order. */
const boxes = (card: Element) => [...card.querySelectorAll('.product-card__link > *, .product-card__frame > *')]
  .map((box) => [...box.classList].find((name) => name.startsWith('product-card__')))
  .filter(Boolean);

describe('ProductCard and its skeleton', () => {
  withQuietObserver();

  it('the skeleton is built of the card\'s own boxes (picture square, brand, name, prices), so a list arriving moves nothing', () => {
    const { wrapper } = testStores();
    const { container } = render(<MemoryRouter><ul><ProductCardSkeleton /><ProductCard product={PRODUCT} currency={TRY} /></ul></MemoryRouter>, { wrapper });
    const [skeleton, card] = container.querySelectorAll('li');
    expect(boxes(skeleton)).toEqual(['product-card__media', 'product-card__brand', 'product-card__name', 'product-card__prices']);
    expect(boxes(card)).toEqual(boxes(skeleton));
  });

  it('badges sit over the picture, not in the flow of the card', () => {
    const { wrapper } = testStores();
    const { container } = render(<MemoryRouter><ul><ProductCard product={PRODUCT} currency={TRY} /></ul></MemoryRouter>, { wrapper });
    const media = container.querySelector('.product-card__media')!;
    expect(media.querySelector('.product-card__badge')).toHaveTextContent('%18');
    expect(media.querySelector('[data-testid="campaign-badges"]')).toHaveTextContent('Kargo Bedava');
  });

  it('issue 32 item 20: the struck old price is read as the old one, its word before it (an aria-label on <s> is not read)', () => {
    const { wrapper } = testStores();
    const { container } = render(<MemoryRouter><ul><ProductCard product={PRODUCT} currency={TRY} /></ul></MemoryRouter>, { wrapper });
    const old = container.querySelector('s.product-card__old')!;
    expect(old).not.toHaveAttribute('aria-label');
    expect(old.textContent).toBe('Eski fiyat 1.500 ₺');
    expect(old.querySelector('.visually-hidden')).toHaveTextContent('Eski fiyat');
  });

  // Capitals follow lang: a Turkish brand under lang="en" would read GÜLÇIÇEĞI, an English one under lang="tr" NORDİK TİME.
  it('issue 16 item 10: the brand line carries the language its name is written in, whatever the page language', () => {
    const { wrapper } = testStores();
    const { container } = render(<MemoryRouter><ul>
      <ProductCard product={{ ...PRODUCT, brand: { id: 2, name: 'Gülçiçeği' } }} currency={TRY} />
      <ProductCard product={{ ...PRODUCT, id: 6, brand: { id: 3, name: 'Nordik Time' } }} currency={TRY} />
    </ul></MemoryRouter>, { wrapper });
    expect([...container.querySelectorAll('.product-card__brand')].map((brand) => brand.getAttribute('lang'))).toEqual(['tr', 'en']);
  });

  it('issue 16: a sold-out colour\'s swatch is struck through and its name says so; colours in stock are named plainly', () => {
    const { wrapper } = testStores();
    const colours = [
      { id: 5, name: 'Siyah', hex: '#1f2328', routePath: '/casio-vintage-p-5' },
      { id: 7, name: 'Altın', hex: '#c9a227', routePath: '/casio-vintage-p-7', soldOut: true as const },
    ];
    const { getByRole } = render(<MemoryRouter><ul><ProductCard product={{ ...PRODUCT, colours }} currency={TRY} /></ul></MemoryRouter>, { wrapper });
    const soldOut = getByRole('link', { name: 'Altın (tükendi)' });
    expect(soldOut).toHaveClass('swatch--sold-out');
    expect(soldOut).toHaveAttribute('title', 'Altın (tükendi)');
    expect(getByRole('link', { name: 'Siyah' })).not.toHaveClass('swatch--sold-out');
  });

  it('S4.18 a card on the first screen shows its picture at once, the others wait for the viewport', () => {
    const { wrapper } = testStores();
    const { container } = render(<MemoryRouter><ul><ProductCard product={PRODUCT} currency={TRY} priority /><ProductCard product={{ ...PRODUCT, id: 6 }} currency={TRY} /></ul></MemoryRouter>, { wrapper });
    const [first, second] = container.querySelectorAll('li');
    expect(first.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(second.querySelector('img')).toBeNull();
  });
});

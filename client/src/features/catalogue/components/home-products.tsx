import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { useStores, useT } from '../../../stores/use-stores';
import { FIRST_DRAWN_CARDS, ProductCard, ProductCardSkeleton } from './product-card';
import { useCardStandInSize } from './use-card-stand-in-size';
import { useItemListView } from './use-item-list-view';

/** Skeleton cards shown while a product list loads. */
export const SKELETON_CARDS = 8;

/** Analytics list of the grid. */
const LIST = { id: 'new_arrivals', name: 'New Arrivals' };

/** The home page's grid of newest products, priced in the active currency. */
export const HomeProducts = observer(function HomeProducts() {
  const { catalogue, currency } = useStores();
  const t = useT();
  const selected = currency.selectedCurrency;
  const grid = useRef<HTMLUListElement>(null);
  // Skeletons until the preloaded answer: before the currency is known, and before the first load has even started.
  const waiting = !catalogue.error && (catalogue.loading || !selected || !catalogue.homeLoaded);
  // The cards are drawn in the background, in slices, not in one long task when the answer lands.
  const shown = useDeferredValue(!waiting && selected && !catalogue.error ? catalogue.homeProducts : null);
  useItemListView(grid, LIST, shown, (product) => (currency.byId(product.currencyId) ?? selected)?.code ?? '');
  const drawn = useProgressiveCount(shown?.length ?? 0, FIRST_DRAWN_CARDS);
  useCardStandInSize(grid, shown?.[0]?.id);

  const selectedId = selected?.id;
  useEffect(() => {
    // Prices follow the active currency: read again when it changes. Each price is formatted in
    // the currency the server says it is in, so a list fetched before a change never shows a wrong sign.
    if (selectedId !== undefined) void catalogue.loadHomeForPage();
  }, [catalogue, selectedId]);

  return (
    <section className="home-section" aria-labelledby="home-new">
      <h2 id="home-new" className="section-title">{t('home.newArrivals')}</h2>
      {catalogue.error ? (
        <div className="inline-error" role="alert">
          <p>{t('home.loadFailed')} {catalogue.error}</p>
          <button type="button" className="button" onClick={() => void catalogue.loadHome()}>{t('home.retry')}</button>
        </div>
      ) : (
        <ul ref={grid} className="product-grid" data-testid="home-products" aria-busy={!shown}>
          {!shown || !selected
            ? Array.from({ length: SKELETON_CARDS }, (_, index) => <ProductCardSkeleton key={index} />)
            : shown.slice(0, drawn).map((product, index) => <ProductCard key={product.id} product={product} currency={currency.byId(product.currencyId) ?? selected} list={LIST} index={index} />)}
        </ul>
      )}
    </section>
  );
});

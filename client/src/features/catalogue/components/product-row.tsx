import { observer } from 'mobx-react-lite';
import { useDeferredValue, useRef } from 'react';
import type { AnalyticsList } from '../../../lib/analytics';
import { useStores, useT } from '../../../stores/use-stores';
import type { ProductRowStore } from '../product-row-store';
import { ProductCard } from './product-card';
import { RowSkeletons } from './product-row-stand-in';
import { useItemListView } from './use-item-list-view';

export interface ProductRowProps {
  store: ProductRowStore;
  /** Heading in the page's language. */
  title: string;
  /** Analytics list (view_item_list at 10% visibility, select_item on a click). */
  list: AnalyticsList;
  /** Read again after a failure. */
  onRetry: () => void;
  /** Show nothing until there are products (recently viewed products). */
  hideUntilLoaded?: boolean;
}

/** A titled, horizontally scrolling row of product cards (home widgets, recently viewed). */
export const ProductRow = observer(function ProductRow({ store, title, list, onRetry, hideUntilLoaded = false }: ProductRowProps) {
  const { currency } = useStores();
  const t = useT();
  const row = useRef<HTMLUListElement>(null);
  const selected = currency.selectedCurrency;
  const ready = !store.loading && !!selected && store.loaded;
  // The cards are drawn in the background, in slices, not in one long task when the answer lands.
  const cards = useDeferredValue(ready ? store.products : null);
  useItemListView(row, list, cards, (product) => (currency.byId(product.currencyId) ?? selected)?.code ?? '');

  if (ready && !store.error && !store.products.length) return null;
  if (hideUntilLoaded && !ready) return null;
  const headingId = `row-${list.id}`;
  return (
    <section className="home-section product-row-section" aria-labelledby={headingId} data-testid={`row-${list.id}`}>
      <h2 id={headingId} className="section-title">{title}</h2>
      {store.error ? (
        <div className="inline-error" role="alert">
          <p>{t('home.loadFailed')} {store.error}</p>
          <button type="button" className="button" onClick={onRetry}>{t('home.retry')}</button>
        </div>
      ) : (
        <ul ref={row} className="product-row" aria-busy={!cards}>
          {!cards || !selected
            ? <RowSkeletons />
            : cards.map((product, index) => <ProductCard key={product.id} product={product} currency={currency.byId(product.currencyId) ?? selected} list={list} index={index} />)}
        </ul>
      )}
    </section>
  );
});

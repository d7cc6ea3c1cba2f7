import { readRecentlyViewed } from '../../../lib/recently-viewed';
import { ProductCardSkeleton } from './product-card';

/** Product rows under the home page's newest products (home-widgets.tsx HOME_WIDGETS; a unit test keeps the two in step). */
export const HOME_WIDGET_ROWS = 2;
/**
 * Rows the home page will draw below its newest products: its widgets, and recently viewed when
 * this browser remembers a product. The browser's storage is read only once the page has settled.
 */
export function homeRowsToCome(settled: boolean): number {
  return HOME_WIDGET_ROWS + (settled && readRecentlyViewed().length > 0 ? 1 : 0);
}

/** Skeleton cards of a row (a row shows about four at a time on a desktop). */
export const ROW_SKELETONS = 4;

/** A row's skeleton cards: while its products load, and in the rows' stand-in. */
export function RowSkeletons() {
  return <>{Array.from({ length: ROW_SKELETONS }, (_, card) => <ProductCardSkeleton key={card} />)}</>;
}

/**
 * The room product rows will take, held before their code and products arrive: as tall as the
 * rows drawn (a title, one line of cards, each as tall as its skeleton), so what sits below them,
 * the footer, stays where it is while the shopper scrolls to it. Hidden from assistive technology
 * and not busy: it stands for nothing being loaded yet.
 */
export function ProductRowsStandIn({ rows }: { rows: number }) {
  return (
    <div aria-hidden="true" data-testid="product-rows-stand-in">
      {Array.from({ length: rows }, (_, row) => (
        <section key={row} className="home-section product-row-section">
          <p className="section-title">&nbsp;</p>
          <ul className="product-row"><RowSkeletons /></ul>
        </section>
      ))}
    </div>
  );
}

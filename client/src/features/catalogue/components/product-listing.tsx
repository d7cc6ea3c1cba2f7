import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import type { ProductSort } from '../../../../../contracts/product/payloads';
import type { Aggregation, AggregationBucket, SearchProductsResponse } from '../../../../../contracts/product/responses';
import {
  criteriaFromSearch, EMPTY_CRITERIA, hasFilters, MAX_PRICE, SORTS, toggleFacet, type FixedCriteria, type ListCriteria,
} from '../../../lib/list-criteria';
import { formatMoney, type MoneyCurrency } from '../../../lib/money';
import { useDialogFocus } from '../../../lib/use-dialog-focus';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { useStores, useT } from '../../../stores/use-stores';
import { catalogueApi } from '../api';
import { useListingT, type ListingTextKey } from '../listing-texts';
import { perApp, RecentAnswers } from '../../../lib/recent-answers';
import { ProductListStore } from '../product-list-store';
import { SKELETON_CARDS } from './home-products';
import { ListLink, useListAddress } from './list-address';
import { FIRST_DRAWN_CARDS, ProductCard, ProductCardSkeleton } from './product-card';
import { useCardStandInSize } from './use-card-stand-in-size';
import { useItemListView } from './use-item-list-view';

/** The lists each app showed lately. */
const recentListsOf = perApp(() => new RecentAnswers<SearchProductsResponse>(12));

export interface ProductListingProps extends FixedCriteria {
  /** Called with every answer shown (e.g. to read didYouMean on the search page). */
  onResponse?: (response: SearchProductsResponse) => void;
}

/** Cards of a list whose images are on the first screen (a phone's first two rows, a desktop's first row). */
export const FIRST_SCREEN_CARDS = 4;

const SORT_LABELS: Record<ProductSort, ListingTextKey> = {
  relevance: 'sortRelevance', 'price-asc': 'sortPriceAsc', 'price-desc': 'sortPriceDesc', newest: 'sortNewest', discount: 'sortDiscount',
};

/** Every filter off, the sort kept. */
const clearFilters = (now: ListCriteria): ListCriteria => ({ ...EMPTY_CRITERIA, sort: now.sort });

/** Page links around the current one: first, last and two either side. */
function pageNumbers(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1] > 1 ? ['gap' as const, page] : [page]));
}

/**
 * A product list with facet filters, sort and pagination (category, brand, type and search
 * pages). The page gives the fixed scope; the URL holds everything the shopper chose, so back,
 * forward and shared links restore it (S2.11). 8 skeleton cards while loading (S9.03).
 */
export const ProductListing = observer(function ProductListing({ categoryIds, brandIds, productTypeIds, searchTerm, onResponse }: ProductListingProps) {
  const { api, currency, ui } = useStores();
  const t = useT();
  const tList = useListingT();
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  // Made here, not by CatalogueStore: the list's code stays out of the home page's first download.
  const [store] = useState(() => {
    const fixed = { categoryIds, brandIds, productTypeIds, searchTerm };
    const made = new ProductListStore(catalogueApi(api), { lists: recentListsOf(api), shownIn: () => `${ui.culture}|${currency.selectedCurrency?.id}` })
      .adoptPreloaded(fixed, criteriaFromSearch(search));
    // Back (or Forward) to a list shows it as it was left; a link followed anew asks for it fresh.
    return navigation === NavigationType.Pop ? made.restoreRecent(fixed, criteriaFromSearch(search)) : made;
  });
  const onResponseRef = useRef(onResponse);
  onResponseRef.current = onResponse;
  const selected = currency.selectedCurrency;
  // The page's scope by value: its arrays are new on every render, the list only changes with its content.
  const fixedKey = JSON.stringify({ categoryIds, brandIds, productTypeIds, searchTerm });
  const selectedId = selected?.id;

  useEffect(() => {
    if (selectedId === undefined) return;
    // Prices follow the active currency and names the language: both are in the key.
    void store.load(JSON.parse(fixedKey) as FixedCriteria, criteriaFromSearch(search)).then((response) => {
      if (response) onResponseRef.current?.(response);
    });
  }, [store, fixedKey, search, selectedId, ui.culture]);

  // Analytics: each answer shown is one list view, named by its page (S9.12).
  const grid = useRef<HTMLUListElement>(null);
  const list = { id: pathname, name: pathname };
  // Skeletons until the preloaded answer: before the currency is known, and before the first load has even started.
  const waiting = store.loading || !selected || !store.response;
  // The cards are drawn in the background, in slices, not in one long task when the answer lands.
  const cards = useDeferredValue(waiting || store.error ? null : store.products);
  useItemListView(grid, list, cards, (product) => (currency.byId(product.currencyId) ?? selected)?.code ?? '');
  const drawn = useProgressiveCount(cards?.length ?? 0, FIRST_DRAWN_CARDS);
  // The first slice is on screen, the rest still coming: the pager waits for the whole page, since
  // drawn below the first slice it would jump down under a pointer on its way to it.
  const partial = cards !== null && drawn < cards.length;
  useCardStandInSize(grid, cards?.[0]?.id);

  const criteria = criteriaFromSearch(search);
  const top = useRef<HTMLDivElement>(null);
  useNewPageAtTop(top, criteria.page);

  return (
    <div className="listing" ref={top}>
      <ListingToolbar store={store} criteria={criteria} />
      <div className="listing__body">
        <FacetPanel store={store} currency={selected} />
        <div className="listing__results">
          <ActiveFilters store={store} criteria={criteria} currency={selected} />
          {store.error ? (
            <div className="inline-error" role="alert">
              <p>{tList('loadFailed')} {store.error}</p>
              <button type="button" className="button" onClick={() => void store.load(store.fixed, store.criteria)}>{t('home.retry')}</button>
            </div>
          ) : store.isEmpty ? (
            <div className="listing__empty" data-testid="listing-empty">
              <h2>{tList('emptyTitle')}</h2>
              {/* Taking filters off only helps when some are on. */}
              {hasFilters(criteria) ? (
                <>
                  <p>{tList('emptyText')}</p>
                  <ListLink className="button" change={clearFilters}>{tList('clearFilters')}</ListLink>
                </>
              ) : null}
            </div>
          ) : (
            <ul ref={grid} className="product-grid" data-testid="product-listing" aria-busy={!cards}>
              {!cards || !selected
                ? Array.from({ length: SKELETON_CARDS }, (_, index) => <ProductCardSkeleton key={index} />)
                : cards.slice(0, drawn).map((product, index) => <ProductCard key={product.id} product={product} currency={currency.byId(product.currencyId) ?? selected} list={list} index={index} priority={index < FIRST_SCREEN_CARDS} />)}
            </ul>
          )}
          {partial ? null : <Pagination store={store} criteria={criteria} />}
        </div>
      </div>
    </div>
  );
});

/**
 * A new page of the list starts at the list's top, below the sticky header, when the pager that
 * asked for it was further down (on a phone it is many screens down); the first page shown and a
 * list already in view are left where they are.
 */
function useNewPageAtTop(top: RefObject<HTMLDivElement | null>, page: number) {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const list = top.current;
    if (!list) return;
    const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const offset = list.getBoundingClientRect().top - headerBottom;
    if (offset < 0) window.scrollBy({ top: offset });
  }, [top, page]);
}

interface PartProps {
  store: ProductListStore;
  criteria: ListCriteria;
}

/** The facets draw what the answer marks selected; their links change the address as it is. */
interface FacetProps {
  store: ProductListStore;
  currency: MoneyCurrency | undefined;
}

const ListingToolbar = observer(function ListingToolbar({ store, criteria }: PartProps) {
  const tList = useListingT();
  const { go } = useListAddress();
  const sortId = useId();
  return (
    <div className="listing__toolbar">
      <p className="listing__count" aria-live="polite" data-testid="listing-count">
        {store.response ? tList('resultCount', { count: store.totalItems }) : '\u00a0'}
      </p>
      <label className="listing__sort" htmlFor={sortId}>
        <span>{tList('sortLabel')}</span>
        <select id={sortId} value={criteria.sort} onChange={(event) => {
          const sort = event.target.value as ProductSort;
          go((now) => ({ ...now, sort, page: 1 }));
        }}>
          {SORTS.map((sort) => <option key={sort} value={sort}>{tList(SORT_LABELS[sort])}</option>)}
        </select>
      </label>
    </div>
  );
});

/** Label of a bucket; price ranges are shown as money in the active currency. */
function bucketLabel(facet: Aggregation, bucket: AggregationBucket, currency: MoneyCurrency | undefined, culture: 'tr' | 'en', t: ReturnType<typeof useListingT>): string {
  if (facet.name !== 'Price' || !currency) return bucket.label;
  const [min, max] = bucket.key.split('-').map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return bucket.label;
  // A price phrase's open ranges ("500 TL altı", "2.000 TL üstü", issue 31) read as they were meant.
  if (max >= MAX_PRICE) return t('priceFrom', { min: formatMoney(min, currency, culture) });
  if (min === 0) return t('priceUpTo', { max: formatMoney(max, currency, culture) });
  return t('priceRange', { min: formatMoney(min, currency, culture), max: formatMoney(max, currency, culture) });
}

/**
 * The filters: a sidebar on a desktop; on a phone one "Filters" button that opens them as a sheet
 * over the page (issue 32 item 11: opened above the products, they pushed the results a long list
 * down). A choice updates the list behind the sheet, whose footer says how many products it now
 * shows and closes it; Escape and the close button do the same, giving focus back to the button.
 * The button is there while the list loads too, so the products never move down when the facets arrive.
 */
const FacetPanel = observer(function FacetPanel({ store, currency }: FacetProps) {
  const tList = useListingT();
  const { ui } = useStores();
  const headingId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLDivElement>(null);
  const asSheet = !ui.isDesktop && open;
  useDialogFocus(sheet, asSheet, () => setOpen(false));
  const close = () => setOpen(false);
  const facets = <FacetList store={store} currency={currency} />;
  return (
    <aside className="listing__facets" aria-labelledby={headingId} aria-busy={store.loading}>
      <h2 id={headingId} className="listing__facets-title">
        {ui.isDesktop ? tList('filters') : (
          <button type="button" className="listing__facets-toggle" aria-expanded={open} aria-controls={listId} disabled={!store.facets.length} onClick={() => setOpen(!open)}>
            {tList('filters')}
          </button>
        )}
      </h2>
      {ui.isDesktop ? <div id={listId}>{facets}</div> : !asSheet ? <div id={listId} hidden /> : (
        // Closed on a phone, the facets are not built at all: hundreds of links nobody sees yet.
        <div
          id={listId} ref={sheet} className="facet-sheet" role="dialog" aria-modal="true" aria-label={tList('filters')} tabIndex={-1} data-testid="facet-sheet">
          <div className="facet-sheet__head">
            <strong>{tList('filters')}</strong>
            <button type="button" className="icon-button" aria-label={tList('closeFilters')} onClick={close}>×</button>
          </div>
          <div className="facet-sheet__body">{facets}</div>
          <div className="facet-sheet__foot">
            <button type="button" className="button" aria-busy={store.loading} onClick={close}>{tList('showResults', { count: store.totalItems })}</button>
          </div>
        </div>
      )}
    </aside>
  );
});

const FacetList = observer(function FacetList({ store, currency }: FacetProps) {
  const tList = useListingT();
  const { ui } = useStores();
  return (
    <>
      {store.facets.map((facet) => (
        <details key={facet.name} className="facet" open={ui.isDesktop || facet.buckets.some((bucket) => bucket.selected)} data-testid={`facet-${facet.name}`}>
          <summary className="facet__title">{facet.title}</summary>
          <ul className="facet__options">
            {facet.buckets.map((bucket) => (
              <li key={bucket.key}>
                <ListLink change={(now) => toggleFacet(now, facet.name, bucket.key)} className="facet__option" data-selected={bucket.selected}>
                  <span className="facet__box" aria-hidden="true" />
                  <span className="facet__label">{bucketLabel(facet, bucket, currency, ui.culture, tList)}</span>
                  <span className="facet__count">({bucket.count})</span>
                  {bucket.selected ? <span className="visually-hidden"> {tList('selected')}</span> : null}
                </ListLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </>
  );
});

/** The chosen values as chips that remove themselves, and a link that clears them all. */
const ActiveFilters = observer(function ActiveFilters({ store, criteria, currency }: PartProps & { currency: MoneyCurrency | undefined }) {
  const tList = useListingT();
  const { ui } = useStores();
  if (!hasFilters(criteria)) return null;
  const chips = store.facets.flatMap((facet) => facet.buckets.filter((bucket) => bucket.selected).map((bucket) => ({ facet, bucket })));
  const categoryTitle = store.facets.find((facet) => facet.name === 'Category')?.title ?? tList('category');
  return (
    <div className="active-filters" aria-label={tList('activeFilters')} role="group">
      {/* A chosen category is not among its own answer's buckets (they are its children): its chip comes from its name (issue 32 item 15). */}
      {store.chosenCategories.map(({ key, label }) => (
        <ListLink key={`Category:${key}`} change={(now) => toggleFacet(now, 'Category', key)} className="active-filters__chip" aria-label={tList('removeFilter', { label: `${categoryTitle}: ${label}` })}>
          {categoryTitle}: {label} <span aria-hidden="true">×</span>
        </ListLink>
      ))}
      {chips.map(({ facet, bucket }) => {
        const label = `${facet.title}: ${bucketLabel(facet, bucket, currency, ui.culture, tList)}`;
        return (
          <ListLink key={`${facet.name}:${bucket.key}`} change={(now) => toggleFacet(now, facet.name, bucket.key)} className="active-filters__chip" aria-label={tList('removeFilter', { label })}>
            {label} <span aria-hidden="true">×</span>
          </ListLink>
        );
      })}
      <ListLink change={clearFilters} className="active-filters__clear">{tList('clearFilters')}</ListLink>
    </div>
  );
});

const Pagination = observer(function Pagination({ store, criteria }: PartProps) {
  const tList = useListingT();
  const pagination = store.pagination;
  if (!pagination || pagination.totalPages <= 1) return null;
  const current = Math.min(criteria.page, pagination.totalPages);
  const to = (page: number) => (now: ListCriteria) => ({ ...now, page });
  return (
    <nav className="list-pagination" aria-label={tList('pages')}>
      {current > 1 ? <ListLink change={to(current - 1)} rel="prev" className="list-pagination__step">{tList('previous')}</ListLink> : null}
      <ul>
        {pageNumbers(current, pagination.totalPages).map((page, index) => (
          <li key={page === 'gap' ? `gap${index}` : page}>
            {page === 'gap' ? <span aria-hidden="true">…</span> : (
              <ListLink change={to(page)} aria-label={tList('pageLabel', { page })} aria-current={page === current ? 'page' : undefined}>{page}</ListLink>
            )}
          </li>
        ))}
      </ul>
      {current < pagination.totalPages ? <ListLink change={to(current + 1)} rel="next" className="list-pagination__step">{tList('next')}</ListLink> : null}
    </nav>
  );
});

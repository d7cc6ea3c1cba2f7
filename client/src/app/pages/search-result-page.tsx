import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SearchProductsResponse } from '../../../../contracts/product/responses';
import type { SearchedFor } from '../../../../contracts/search/responses';
import { ProductCard } from '../../features/catalogue/components/product-card';
import { ProductListing } from '../../features/catalogue/components/product-listing';
import { useCardStandInSize } from '../../features/catalogue/components/use-card-stand-in-size';
import { SEARCH_SUBMIT_MIN } from '../../features/search/search-store';
import { pricedAddress, type FromPricePhrase } from '../../features/search/searched-for';
import { addressNow } from '../../lib/address-now';
import { usePageView } from '../../lib/analytics';
import { useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';
import { CompareBarWhenChosen } from '../compare-bar-when-chosen';

/** The no-results page's suggested products, as analytics names the list. */
const SUGGESTED_LIST = { id: 'search-no-results', name: 'Search no results' };

/** What the listing's last answer said about the text itself. */
interface SearchOutcome {
  term: string;
  total: number;
  didYouMean: string | null;
  searchedFor: SearchedFor | null;
}

/**
 * Search results at /search?q= (S2.05; analytics page key ProductSearchResult, S2.28): the
 * catalogue's listing (facets, sort, pages) for the text, a did-you-mean line when the text
 * found few or nothing, and popular searches and a few suggested products when it found nothing (S8.15).
 */
const SearchResultPage = observer(function SearchResultPage() {
  const { search, currency } = useStores();
  const selected = currency.selectedCurrency;
  const suggestedId = useId();
  const suggestedGrid = useRef<HTMLUListElement>(null);
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const { pathname, search: query } = location;
  const navigate = useNavigate();
  const typed = (location.state as FromPricePhrase | null)?.typed;
  const term = (params.get('q') ?? '').trim();
  const hasTerm = term.length >= SEARCH_SUBMIT_MIN;
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const title = hasTerm ? t('search.resultsTitle', { term }) : t('route.search');
  usePageTitle(`${title} | ${t('site.name')}`, 'search');
  usePageView('ProductSearchResult');

  useEffect(() => {
    if (hasTerm) search.trackSearch(term);
  }, [search, term, hasTerm]);

  const onResponse = useCallback((response: SearchProductsResponse) => {
    setOutcome({ term, total: response.pagination.totalItems, didYouMean: response.didYouMean ?? null, searchedFor: response.searchedFor ?? null });
  }, [term]);

  // A price in the words becomes the chosen price filter, in the address like any facet.
  const priced = outcome?.term === term ? pricedAddress(pathname, query, outcome.searchedFor) : undefined;
  useEffect(() => {
    // Only while the address is still the one answered: a choice the shopper made since stays.
    const now = addressNow();
    if (priced && now.pathname === pathname && now.search === query) void navigate(priced, { replace: true, state: { typed: term } satisfies FromPricePhrase });
  }, [navigate, priced, term, pathname, query]);

  const current = outcome?.term === term ? outcome : null;
  const noResults = current?.total === 0;
  useEffect(() => {
    if (noResults) void search.loadExtras();
  }, [search, noResults]);
  useCardStandInSize(suggestedGrid, noResults && selected ? search.suggestedProducts[0]?.id : undefined);

  return (
    <section className="page page--search" data-page-key="ProductSearchResult">
      <h1>{title}</h1>
      {!hasTerm ? <p>{t('search.resultsEmptyQuery')}</p> : (
        <>
          {current?.searchedFor?.partial ? (
            <p className="search-showing" data-testid="search-showing-for">
              {t('search.showingResultsFor', { term: current.searchedFor.words })} {t('search.noneHoldsAll', { term })}
            </p>
          ) : typed && typed !== term ? (
            <p className="search-showing" data-testid="search-showing-for">
              {t('search.showingResultsFor', { term })} {t('search.priceFromWords', { typed })}
            </p>
          ) : null}
          {current?.didYouMean ? (
            <p className="did-you-mean" data-testid="did-you-mean">
              {t('search.didYouMean')} <Link to={search.resultsPath(current.didYouMean)}>{current.didYouMean}</Link>
            </p>
          ) : null}
          {noResults ? (
            <div className="search-no-results" data-testid="search-no-results">
              <p className="search-overlay__empty">{t('search.noResults', { term })}</p>
              {search.popular.length ? (
                <nav aria-label={t('search.popular')}>
                  <h2 className="section-title">{t('search.popular')}</h2>
                  <ul className="popular-searches">
                    {search.popular.map((item) => <li key={item.href}><Link to={item.href} className="popular-searches__link">{item.text}</Link></li>)}
                  </ul>
                </nav>
              ) : null}
              {search.suggestedProducts.length && selected ? (
                <section aria-labelledby={suggestedId}>
                  <h2 id={suggestedId} className="section-title">{search.suggestedTitle || t('search.suggested')}</h2>
                  <ul ref={suggestedGrid} className="product-grid" data-testid="search-suggested-products">
                    {search.suggestedProducts.map((product, index) => (
                      <ProductCard key={product.id} product={product} currency={currency.byId(product.currencyId) ?? selected} list={SUGGESTED_LIST} index={index} />
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          ) : null}
          <ProductListing searchTerm={term} onResponse={onResponse} />
          <CompareBarWhenChosen />
        </>
      )}
    </section>
  );
});

export default SearchResultPage;

import { observer } from 'mobx-react-lite';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { catalogueNameLanguage } from '../../../../../contracts/localization/name-language';
import type { ProductListItem } from '../../../../../contracts/product/entities';
import { formatMoney } from '../../../lib/money';
import { useStores, useT } from '../../../stores/use-stores';
import { SEARCH_SKELETONS, SEARCH_SUBMIT_MIN, SEARCH_SUGGEST_MIN, type SearchOption } from '../search-store';

interface SearchOverlayProps {
  /** The search box's combobox points at these (aria-controls, aria-describedby). */
  listboxId: string;
  statusId: string;
  /** Closes the overlay and goes to a chosen option. */
  go: (href: string) => void;
}

/** The open search box's overlay (S2.25, S4.05): suggestions, popular searches, the no-results view. */
export const SearchOverlay = observer(function SearchOverlay({ listboxId, statusId, go }: SearchOverlayProps) {
  const { search, ui, currency } = useStores();
  const t = useT();
  const options = search.options;
  const showListbox = options.length > 0;

  const currencyOf = (product: ProductListItem) => currency.byId(product.currencyId) ?? currency.selectedCurrency;

  const renderOption = (option: SearchOption, index: number) => {
    const active = index === search.activeIndex;
    const common = {
      id: option.id,
      role: 'option' as const,
      'data-href': option.href,
      'aria-selected': active,
      className: `search-option search-option--${option.kind}${active ? ' search-option--active' : ''}`,
      // Keeps the focus in the input while an option is clicked.
      onPointerDown: (event: ReactPointerEvent) => event.preventDefault(),
      onClick: () => go(option.href),
      onPointerMove: () => { if (!active) search.setActive(index); },
    };
    if (option.product) {
      const product = option.product;
      const image = product.documents?.find((document) => document.isDefault) ?? product.documents?.[0];
      const currency = currencyOf(product);
      return (
        <li key={option.id} {...common}>
          {image ? <img src={image.filePath} alt="" width={56} height={56} className="search-option__image" loading="lazy" /> : <span className="search-option__image" />}
          <span className="search-option__text">
            <span className="search-option__brand" lang={product.brand ? catalogueNameLanguage(product.brand.name) : undefined}>{product.brand?.name}</span>
            <span className="search-option__name">{product.name}</span>
            {currency ? <span className="search-option__price">{formatMoney(product.salesPrice ?? 0, currency, ui.culture)}</span> : null}
          </span>
        </li>
      );
    }
    const label = option.kind === 'category' ? t('search.inCategory', { category: option.label })
      : option.kind === 'all' ? t('search.seeAll', { term: option.label }) : option.label;
    return <li key={option.id} {...common}>{label}</li>;
  };

  const groups: { key: string; title: string; kinds: SearchOption['kind'][] }[] = [
    { key: 'products', title: t('search.products'), kinds: ['product'] },
    { key: 'categories', title: t('search.categories'), kinds: ['category', 'all'] },
    { key: 'popular', title: t('search.popular'), kinds: ['popular'] },
    { key: 'suggested', title: search.suggestedTitle || t('search.suggested'), kinds: ['suggested'] },
  ];

  const statusText = search.isLoading ? t('search.loading')
    : search.status === 'error' ? t('search.failed')
      : search.hasNoResults ? t('search.noResults', { term: search.resultTerm })
        : search.status === 'done' ? t('search.resultCount', { count: search.products.length + search.categories.length })
          : search.term.length > 0 && !search.canSuggest ? t('search.suggestHint', { count: SEARCH_SUGGEST_MIN }) : '';

  return (
    <>
      <div className="search-backdrop" aria-hidden="true" onClick={() => search.close()} />
      <div className="search-overlay" data-testid="search-overlay">
        <p id={statusId} className={search.hasNoResults ? 'search-overlay__empty' : 'visually-hidden'} role="status">{statusText}</p>
        {search.term.length > 0 && search.term.length < SEARCH_SUBMIT_MIN ? <p className="search-overlay__hint">{t('search.minChars', { count: SEARCH_SUBMIT_MIN })}</p> : null}
        {search.isLoading ? (
          <ul className="search-skeletons" aria-hidden="true" data-testid="search-skeletons">
            {Array.from({ length: SEARCH_SKELETONS }, (_, index) => <li key={index} className="search-skeleton"><span className="skeleton skeleton--thumb" /><span className="skeleton skeleton--line" /></li>)}
          </ul>
        ) : null}
        <ul id={listboxId} role="listbox" aria-label={t('search.overlayLabel')} className="search-listbox" hidden={!showListbox}>
          {showListbox ? groups.map((group) => {
            const entries = options.map((option, index) => ({ option, index })).filter(({ option }) => group.kinds.includes(option.kind));
            if (!entries.length) return null;
            return (
              <li key={group.key} role="presentation" className={`search-group search-group--${group.key}`}>
                <span className="search-group__title" aria-hidden="true">{group.title}</span>
                <ul role="group" aria-label={group.title} className="search-group__list">
                  {entries.map(({ option, index }) => renderOption(option, index))}
                </ul>
              </li>
            );
          }) : null}
        </ul>
      </div>
    </>
  );
});

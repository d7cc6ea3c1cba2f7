import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CurrencySelector } from '../features/currency/components/currency-selector';
import { homePath, otherLanguagePath, pagePath } from '../lib/routes';
import { useStores, useT } from '../stores/use-stores';

/** Characters needed to submit a search (S5.03). */
export const SEARCH_SUBMIT_MIN = 2;

/** Logo, search box, account icon, basket with its count (S2.12-S2.15), currency and language. */
export const Header = observer(function Header() {
  const { ui, cart } = useStores();
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [query, setQuery] = useState('');
  const culture = ui.culture;
  const otherCulture = culture === 'tr' ? 'en' : 'tr';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length < SEARCH_SUBMIT_MIN) return;
    navigate(`${pagePath('search', culture)}?q=${encodeURIComponent(text)}`);
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={homePath(culture)} className="logo" aria-label={t('header.home')}>Vitrin</Link>
        <form role="search" className="search-box" onSubmit={submit}>
          <label htmlFor="site-search" className="visually-hidden">{t('header.searchLabel')}</label>
          <input id="site-search" type="search" value={query} placeholder={t('header.searchPlaceholder')} onChange={(event) => setQuery(event.target.value)} />
          <button type="submit" className="button">{t('header.searchSubmit')}</button>
        </form>
        <nav className="header-actions" aria-label={t('header.account')}>
          {ui.config.features.currencySelector ? <CurrencySelector /> : null}
          <Link to={`${otherLanguagePath(pathname)}${search}`} className="language-switch" hrefLang={otherCulture} lang={otherCulture} aria-label={t('header.otherLanguageLabel')}>{t('header.otherLanguage')}</Link>
          <Link to={`${pagePath('login', culture)}?action=login`} className="icon-link" aria-label={t('header.account')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" /><path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
          </Link>
          <Link to={pagePath('cartSummary', culture)} className="icon-link basket" aria-label={`${t('header.basket')}: ${t('header.basketCount', { count: cart.itemCount })}`}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M3 4h2l2 12h12l2-9H6" fill="none" stroke="currentColor" strokeWidth="2" /><circle cx="9" cy="20" r="1.5" /><circle cx="18" cy="20" r="1.5" /></svg>
            <span className="basket__badge" data-testid="basket-count">{cart.itemCount}</span>
          </Link>
        </nav>
      </div>
    </header>
  );
});

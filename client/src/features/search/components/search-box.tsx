import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useStores, useT } from '../../../stores/use-stores';

// The overlay's code comes when the shopper first opens it, not with every page.
const SearchOverlay = lazy(() => import('./search-overlay').then((module) => ({ default: module.SearchOverlay })));

/**
 * The header search box as an ARIA combobox with its overlay (S2.25, S4.05, S5.03, S9.03):
 * suggestions after 3 characters, popular searches, the no-results view, keyboard use.
 */
export const SearchBox = observer(function SearchBox() {
  const { search } = useStores();
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const statusId = useId();
  const showListbox = search.isOpen && search.options.length > 0;

  // Locks page scroll while open (S4.05).
  useEffect(() => {
    if (!search.isOpen) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => { root.style.overflow = previous; };
  }, [search.isOpen]);

  // Closes on a click outside the box and its overlay (S4.05).
  useEffect(() => {
    if (!search.isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) search.close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [search, search.isOpen]);

  // Tabbing past the box closes it as a click outside does: left open, it covered the mega-menu
  // and the page that keyboard focus moved on to.
  useEffect(() => {
    if (!search.isOpen) return;
    const onFocusIn = (event: FocusEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) search.close();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [search, search.isOpen]);

  // A new page closes the overlay.
  useEffect(() => { search.close(); }, [search, pathname, query]);

  // Keeps the highlighted option in view.
  useEffect(() => {
    if (search.activeOption) document.getElementById(search.activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [search.activeOption]);

  const go = (href: string) => {
    search.close();
    // The focus leaves the box (a phone's keyboard goes down) for the page it opens, not for the body.
    document.getElementById('main')?.focus({ preventScroll: true });
    void navigate(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = search.submitTarget();
    if (target) go(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      if (search.isOpen) event.preventDefault();
      search.close();
    }
  };

  return (
    <div className={`search${search.isOpen ? ' search--open' : ''}`} ref={rootRef}>
      <form role="search" className="search-box" onSubmit={submit} aria-label={t('header.searchLabel')}>
        <label htmlFor="site-search" className="visually-hidden">{t('header.searchLabel')}</label>
        <input
          id="site-search"
          ref={inputRef}
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={showListbox}
          aria-controls={listboxId}
          aria-activedescendant={showListbox ? search.activeOption?.id : undefined}
          aria-describedby={statusId}
          value={search.text}
          placeholder={t('header.searchPlaceholder')}
          onChange={(event) => search.setText(event.target.value)}
          onFocus={() => search.open()}
          onClick={() => search.open()}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button">{t('header.searchSubmit')}</button>
      </form>
      {search.isOpen ? (
        <Suspense fallback={null}>
          <SearchOverlay listboxId={listboxId} statusId={statusId} go={go} />
        </Suspense>
      ) : null}
    </div>
  );
});

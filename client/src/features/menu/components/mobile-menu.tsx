import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { useT } from '../../../stores/use-stores';
import { MOBILE_MENU_ID, useMenu } from '../use-menu';
import '../menu.css';

// The panel's code comes with the first tap: most visits never open it (the home page's JS budget).
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

/**
 * Hamburger and mobile menu (S2.12, S4.04): the "Menu LeftColumn" links, the categories as an
 * accordion, the "Mobile Menu" links, and four social links in its footer (S2.19).
 */
export const MobileMenu = observer(function MobileMenu() {
  const menu = useMenu();
  const t = useT();
  const toggle = useRef<HTMLButtonElement>(null);
  const open = menu.isMobileOpen;

  const close = () => {
    menu.closeMobile();
    toggle.current?.focus();
  };

  return (
    <>
      <button ref={toggle} type="button" className="hamburger" aria-expanded={open} aria-controls={MOBILE_MENU_ID} aria-label={open ? t('menu.close') : t('menu.open')} onClick={() => menu.toggleMobile()} data-testid="hamburger">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          {open
            ? <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            : <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" fill="none" />}
        </svg>
      </button>
      {open ? <Suspense fallback={null}><MobileMenuPanel onClose={close} /></Suspense> : null}
    </>
  );
});

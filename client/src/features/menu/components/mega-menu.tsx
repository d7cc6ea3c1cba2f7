import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from '../../../stores/use-stores';
import { isMovingDown } from '../mega-menu-store';
import { useMenu } from '../use-menu';
import { MenuLink } from './menu-link';
import '../menu.css';

// A panel opens only on a desktop shopper's hover or focus: its code is not in the first download.
// It is asked for as soon as the pointer or the focus reaches the bar, well within the open delay.
const loadPanel = () => import('./mega-menu-panel');
const MegaMenuPanel = lazy(loadPanel);

/**
 * Desktop mega-menu (S2.12, S4.03): hover opens a top item's panel after the store's delay,
 * focus opens it at once, Escape closes it; the panel holds the "Menu LeftColumn" links, the
 * item's sub-categories and their children, its image and its button (S3.18).
 */
export const MegaMenu = observer(function MegaMenu() {
  const menu = useMenu();
  const t = useT();
  const { mega } = menu;
  const lastY = useRef<number | null>(null);
  const itemLinks = useRef(new Map<number, HTMLAnchorElement | null>());
  // Focus handed back to an item by Escape must not open it again.
  const returningFocus = useRef(false);

  useEffect(() => () => mega.dispose(), [mega]);

  // A desktop keeps the bar's height while the menu loads, so the page under the header does not move.
  if (!menu.categories.length) return menu.error ? null : <div className="mega-menu mega-menu--loading" aria-hidden="true" />;

  const follow = () => menu.closeAll();
  const trackPointer = (event: MouseEvent) => { lastY.current = event.clientY; };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || mega.openId === null) return;
    const open = mega.openId;
    mega.close();
    returningFocus.current = true;
    itemLinks.current.get(open)?.focus({ preventScroll: true });
    returningFocus.current = false;
  };
  const focusItem = (id: number) => {
    if (!returningFocus.current) mega.openNow(id);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) mega.close();
  };

  return (
    <nav className="mega-menu" aria-label={t('menu.label')} onMouseMove={trackPointer} onKeyDown={onKeyDown} onBlur={onBlur} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()} data-testid="mega-menu">
      <ul className="mega-menu__bar">
        {menu.categories.map((item) => {
          const open = mega.openId === item.id;
          return (
            <li
              key={item.id}
              className={`mega-menu__item${open ? ' mega-menu__item--open' : ''}`}
              onMouseEnter={(event) => mega.pointerEnterItem(item.id, isMovingDown(lastY.current, event.clientY))}
              onMouseLeave={() => mega.pointerLeaveItem()}
            >
              <span ref={(element) => { itemLinks.current.set(item.id, element?.querySelector('a') ?? null); }} className="mega-menu__top">
                <MenuLink item={item} className="mega-menu__top-link" onFollow={follow} onFocus={() => focusItem(item.id)} expanded={item.childCategories.length ? open : undefined} testId={`mega-menu-item-${item.id}`} />
              </span>
              {open && item.childCategories.length ? <Suspense fallback={null}><MegaMenuPanel item={item} leftColumn={menu.leftColumn} onFollow={follow} /></Suspense> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

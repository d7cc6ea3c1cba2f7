import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { MenuCategory } from '../../../../../contracts/menu/entities';
import { useStores, useT } from '../../../stores/use-stores';
import { isMovingDown } from '../mega-menu-store';
import { useMenu } from '../use-menu';
import { MenuLink } from './menu-link';
import '../menu.css';

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
    <nav className="mega-menu" aria-label={t('menu.label')} onMouseMove={trackPointer} onKeyDown={onKeyDown} onBlur={onBlur} data-testid="mega-menu">
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
              {open && item.childCategories.length ? <MegaMenuPanel item={item} leftColumn={menu.leftColumn} onFollow={follow} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

interface PanelProps {
  item: MenuCategory;
  leftColumn: MenuCategory[];
  onFollow: () => void;
}

const MegaMenuPanel = observer(function MegaMenuPanel({ item, leftColumn, onFollow }: PanelProps) {
  const { menu } = useStores();
  const t = useT();
  const media = item.extensionData.Menu?.Media;
  const button = item.extensionData.ButtonSet;
  return (
    <div className="mega-menu__panel" data-testid="mega-menu-panel" onMouseEnter={() => menu.mega.pointerEnterPanel()} onMouseLeave={() => menu.mega.pointerLeavePanel()}>
      {leftColumn.length ? (
        <ul className="mega-menu__left" aria-label={t('menu.highlights')}>
          {leftColumn.map((link) => <li key={link.id}><MenuLink item={link} className="mega-menu__left-link" onFollow={onFollow} /></li>)}
        </ul>
      ) : null}
      <div className="mega-menu__columns">
        {item.childCategories.map((child) => (
          <div key={child.id} className="mega-menu__column">
            <MenuLink item={child} className="mega-menu__heading" onFollow={onFollow} testId={`mega-menu-sub-${child.id}`} />
            {child.childCategories.length ? (
              <ul className="mega-menu__links">
                {child.childCategories.map((grandchild) => (
                  <li key={grandchild.id}><MenuLink item={grandchild} className="mega-menu__link" onFollow={onFollow} testId={`mega-menu-sub-${grandchild.id}`} /></li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
        {button?.Link ? (
          <MenuLink item={{ id: -item.id, key: `${item.key}-all`, name: t('menu.seeAll', { name: item.name }), childCategories: [], extensionData: { Menu: { Link: button.Link, ImageIcon: button.ImageIcon } } }} className="mega-menu__all" onFollow={onFollow} />
        ) : null}
      </div>
      {media ? <img className="mega-menu__media" src={media} alt="" width={240} height={240} loading="lazy" /> : null}
    </div>
  );
});

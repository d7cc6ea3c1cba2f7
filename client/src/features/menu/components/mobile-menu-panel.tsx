import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { BannerContainer } from '../../../../../contracts/enums';
import type { MenuCategory } from '../../../../../contracts/menu/entities';
import { useDialogFocus } from '../../../lib/use-dialog-focus';
import { useStores, useT } from '../../../stores/use-stores';
import { MOBILE_MENU_ID } from '../use-menu';
import { MenuLink } from './menu-link';

/** The open mobile menu (S4.04); `onClose` closes it and gives focus back to the hamburger. */
const MobileMenuPanel = observer(function MobileMenuPanel({ onClose }: { onClose: () => void }) {
  const { menu } = useStores();
  const t = useT();

  const panel = useRef<HTMLElement>(null);
  // Tab stays in the open menu and Escape closes it (issue 32 item 20: focus had left it for the page behind).
  useDialogFocus(panel, true, onClose);
  // While open the page behind does not scroll and focus starts on the menu's first control.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => { document.body.style.overflow = overflow; };
  }, []);

  return (
    <>
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={() => menu.closeMobile()} />
      <nav id={MOBILE_MENU_ID} ref={panel} className="mobile-menu" aria-label={t('menu.label')} tabIndex={-1} data-testid="mobile-menu">
        {/* The head names the panel beside its close button, so the top bar is not an empty strip. */}
        <div className="mobile-menu__head">
          <strong className="mobile-menu__title">{t('menu.label')}</strong>
          <button type="button" className="mobile-menu__close" aria-label={t('menu.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" /></svg>
          </button>
        </div>
        {menu.leftColumn.length ? (
          <ul className="mobile-menu__highlights" aria-label={t('menu.highlights')}>
            {menu.leftColumn.map((item) => <li key={item.id}><MenuLink item={item} className="mobile-menu__link" onFollow={() => menu.closeAll()} /></li>)}
          </ul>
        ) : null}
        <AccordionLevel items={menu.categories} level={1} />
        {menu.mobileLinks.length ? (
          <ul className="mobile-menu__extras">
            {menu.mobileLinks.map((item) => <li key={item.id}><MenuLink item={item} className="mobile-menu__link" onFollow={() => menu.closeAll()} /></li>)}
          </ul>
        ) : null}
        <MobileMenuSocial />
      </nav>
    </>
  );
});

export default MobileMenuPanel;

/** One accordion level: a row per item, with a button that expands its children (S4.04). */
const AccordionLevel = observer(function AccordionLevel({ items, level }: { items: MenuCategory[]; level: number }) {
  const { menu } = useStores();
  const t = useT();
  return (
    <ul className={`mobile-menu__level mobile-menu__level--${level}`}>
      {items.map((item) => {
        const hasChildren = item.childCategories.length > 0;
        const expanded = menu.isExpanded(item.id);
        const childrenId = `mobile-menu-${item.id}`;
        return (
          <li key={item.id}>
            <div className="mobile-menu__row">
              <MenuLink item={item} className="mobile-menu__link" onFollow={() => menu.closeAll()} testId={`mobile-menu-link-${item.id}`} />
              {hasChildren ? (
                <button type="button" className="mobile-menu__expand" aria-expanded={expanded} aria-controls={childrenId}
                  aria-label={t(expanded ? 'menu.collapse' : 'menu.expand', { name: item.name })} onClick={() => menu.toggleExpanded(item.id)} data-testid={`mobile-menu-expand-${item.id}`}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d={expanded ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} stroke="currentColor" strokeWidth="2" fill="none" /></svg>
                </button>
              ) : null}
            </div>
            {hasChildren && expanded ? <div id={childrenId}><AccordionLevel items={item.childCategories} level={level + 1} /></div> : null}
          </li>
        );
      })}
    </ul>
  );
});

/** The four social links of the mobile menu footer (S2.19): container 14 banners. */
const MobileMenuSocial = observer(function MobileMenuSocial() {
  const { content } = useStores();
  const t = useT();
  const links = content.banners(BannerContainer.SocialLinks).slice(0, 4);
  if (!links.length) return null;
  return (
    <footer className="mobile-menu__footer">
      <ul className="mobile-menu__social" aria-label={t('footer.social')}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.targetLink} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { name: link.name })} data-testid={`mobile-social-${link.key}`}>
              {link.imageLink ? <img src={link.imageLink} alt="" width={28} height={28} /> : link.name}
            </a>
          </li>
        ))}
      </ul>
    </footer>
  );
});

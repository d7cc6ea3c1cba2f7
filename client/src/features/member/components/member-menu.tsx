import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { notify } from '../../../components/notify';
import { homePath, pagePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';
import { useAccountT } from '../account-texts';
import { useMemberStore } from '../use-member-store';

/** A desktop with a mouse: where the menu opens on hover and focus too (as the stylesheet's media query reads it). */
const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (min-width: 1025px)').matches;

/** The header dropdown's pages, in the order of spec §2 (Header). */
const MENU_PAGES = ['accountInfo', 'addresses', 'orders', 'coupons', 'favorites', 'stockAlarms'] as const;

/**
 * The signed-in member's avatar (initials, linking to /u/info) and the account dropdown (S2
 * Header): it opens on hover or focus on a desktop and by its button everywhere, closes on a path
 * change, Escape or a click elsewhere.
 */
export const MemberMenu = observer(function MemberMenu({ initials }: { initials: string }) {
  const { ui } = useStores();
  const member = useMemberStore();
  const t = useT();
  const tAccount = useAccountT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Closed by Escape: the focus going back to the toggle must not open it again until the keyboard leaves the menu.
  const dismissed = useRef(false);
  // Opened by the pointer or the focus passing by: a click on the toggle then keeps it open instead of closing what the shopper just saw open.
  const openedInPassing = useRef(false);
  const openInPassing = () => {
    if (!canHover() || open) return;
    openedInPassing.current = true;
    setOpen(true);
  };
  const culture = ui.culture;

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // Escape closes it and gives the focus back to its toggle (issue 32 item 20).
        dismissed.current = true;
        setOpen(false);
        if (root.current?.contains(document.activeElement)) toggle.current?.focus();
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const logout = async () => {
    setOpen(false);
    if (!(await member.logout())) void notify('error', tAccount('logoutFailed'));
    void navigate(homePath(culture));
  };

  return (
    // Hover and focus open it on a desktop through the same state the toggle reads, so aria-expanded always says what is shown.
    <div
      className="member-menu" ref={root}
      onMouseEnter={openInPassing}
      onMouseLeave={() => {
        dismissed.current = false;
        openedInPassing.current = false;
        if (canHover()) setOpen(false);
      }}
      onFocus={() => { if (!dismissed.current) openInPassing(); }}
      onBlur={(event) => {
        if (root.current?.contains(event.relatedTarget)) return;
        dismissed.current = false;
        openedInPassing.current = false;
        setOpen(false);
      }}
    >
      <Link to={pagePath('accountInfo', culture)} className="icon-link avatar" data-testid="member-avatar" aria-label={tAccount('navLabel')}>{initials}</Link>
      <button type="button" ref={toggle} className="member-menu__toggle" aria-expanded={open} aria-controls={listId} aria-label={tAccount('menuLabel')} onClick={() => {
        setOpen(!open || openedInPassing.current);
        openedInPassing.current = false;
      }}>▾</button>
      <ul id={listId} className="member-menu__list" hidden={!open}>
        {MENU_PAGES.map((key) => (
          <li key={key}><Link to={pagePath(key, culture)}>{t(`route.${key}`)}</Link></li>
        ))}
        <li><button type="button" onClick={() => void logout()}>{tAccount('logout')}</button></li>
      </ul>
    </div>
  );
});

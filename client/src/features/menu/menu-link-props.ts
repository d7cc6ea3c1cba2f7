import type { MenuLinkData } from '../../../../contracts/menu/entities';

/** How a menu link opens (S2.27): its target (same window by default) and rel. */
export interface MenuLinkAttributes {
  href: string;
  target: '_self' | '_blank';
  rel?: string;
  /** An in-app path the router can open without a page load. */
  internal: boolean;
}

/** Link attributes of a menu item; null when it has no link. */
export function menuLinkAttributes(menu: MenuLinkData | undefined): MenuLinkAttributes | null {
  const href = menu?.Link?.trim();
  if (!href) return null;
  const target = menu?.Target === '_blank' ? '_blank' : '_self';
  const rel = [menu?.NoFollow ? 'nofollow' : '', target === '_blank' ? 'noopener noreferrer' : ''].filter(Boolean).join(' ');
  return { href, target, ...(rel ? { rel } : {}), internal: href.startsWith('/') && !href.startsWith('//') && target === '_self' };
}

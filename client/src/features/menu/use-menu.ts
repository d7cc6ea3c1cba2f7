import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../stores/use-stores';

/** Element id of the open mobile menu (the hamburger's aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Loads the menu of the page's language and closes every menu when the path changes. A phone
 * shows no menu until the hamburger is tapped, so there it is read at the tap: most visits never
 * pay for the whole category tree.
 */
export function useMenu() {
  const { menu, ui } = useStores();
  const { pathname } = useLocation();
  const needed = ui.isDesktop || menu.isMobileOpen;
  useEffect(() => { if (needed) void menu.load(ui.culture); }, [menu, ui.culture, needed]);
  useEffect(() => menu.closeAll(), [menu, pathname]);
  return menu;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../stores/use-stores';

/** Element id of the open mobile menu (the hamburger's aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';

/** Loads the menu of the page's language and closes every menu when the path changes. */
export function useMenu() {
  const { menu, ui } = useStores();
  const { pathname } = useLocation();
  useEffect(() => { void menu.load(ui.culture); }, [menu, ui.culture]);
  useEffect(() => menu.closeAll(), [menu, pathname]);
  return menu;
}

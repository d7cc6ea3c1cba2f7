import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../stores/use-stores';

/** Loads the menu of the page's language and closes every menu when the path changes. */
export function useMenu() {
  const { menu, ui } = useStores();
  const { pathname } = useLocation();
  useEffect(() => { void menu.load(ui.culture); }, [menu, ui.culture]);
  useEffect(() => menu.closeAll(), [menu, pathname]);
  return menu;
}

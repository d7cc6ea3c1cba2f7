import type { MenuCategory } from '../../../../contracts/menu/entities';
import { ApiError } from '../../lib/api-client';
import type { MenuApi } from './api';
import { MENU_FAILURE, MenuStore } from './menu-store';

const item = (id: number, key: string, children: MenuCategory[] = []): MenuCategory =>
  ({ id, key, name: key, childCategories: children, extensionData: { Menu: { Link: `/${key}` } } });
const MENU = [
  item(1, 'Menu LeftColumn', [item(2, 'deals')]),
  item(3, 'category-1', [item(4, 'category-10', [item(5, 'category-11')])]),
  item(6, 'category-2'),
  item(7, 'Mobile Menu', [item(8, 'order-track')]),
];

const apiAnswering = (menu: () => Promise<{ isSuccess: boolean; menuCategories: MenuCategory[] }>) => {
  const calls = { count: 0 };
  const api: MenuApi = { menu: () => { calls.count++; return menu(); } };
  return { api, calls };
};

describe('MenuStore (S3.18, S4.04, S2.27)', () => {
  it('S3.18 splits the categories from the Menu LeftColumn and Mobile Menu links', async () => {
    const { api } = apiAnswering(async () => ({ isSuccess: true, menuCategories: MENU }));
    const store = new MenuStore(api);
    await store.load('tr');
    expect(store.categories.map((category) => category.id)).toEqual([3, 6]);
    expect(store.leftColumn.map((link) => link.id)).toEqual([2]);
    expect(store.mobileLinks.map((link) => link.id)).toEqual([8]);
  });

  it('reads each language once, even when asked twice at the same time', async () => {
    const { api, calls } = apiAnswering(async () => ({ isSuccess: true, menuCategories: MENU }));
    const store = new MenuStore(api);
    await Promise.all([store.load('tr'), store.load('tr')]);
    await store.load('tr');
    expect(calls.count).toBe(1);
    await store.load('en');
    expect(calls.count).toBe(2);
  });

  it('a failure keeps the menu empty with the server message, and a later load tries again', async () => {
    let fail = true;
    const { api } = apiAnswering(async () => {
      if (fail) throw new ApiError(503, 'Bakım çalışması');
      return { isSuccess: true, menuCategories: MENU };
    });
    const store = new MenuStore(api);
    await store.load('tr');
    expect(store.categories).toEqual([]);
    expect(store.error).toBe('Bakım çalışması');
    fail = false;
    await store.load('tr');
    expect(store.categories).toHaveLength(2);
    expect(store.error).toBeNull();
    expect(MENU_FAILURE).toBe('Failed to load the menu');
  });

  it('S4.04 the hamburger toggles the mobile menu; accordion levels expand and collapse; closing folds them', () => {
    const store = new MenuStore(apiAnswering(async () => ({ isSuccess: true, menuCategories: [] })).api);
    store.toggleMobile();
    expect(store.isMobileOpen).toBe(true);
    store.toggleExpanded(3);
    store.toggleExpanded(4);
    expect(store.isExpanded(3) && store.isExpanded(4)).toBe(true);
    store.toggleExpanded(4);
    expect(store.isExpanded(4)).toBe(false);
    store.toggleMobile();
    expect(store.isMobileOpen).toBe(false);
    expect(store.isExpanded(3)).toBe(false);
  });

  it('S2.27 following a link closes the mobile menu and the mega-menu', () => {
    const store = new MenuStore(apiAnswering(async () => ({ isSuccess: true, menuCategories: [] })).api);
    store.toggleMobile();
    store.mega.openNow(3);
    store.closeAll();
    expect(store.isMobileOpen).toBe(false);
    expect(store.mega.openId).toBeNull();
  });
});

import { makeAutoObservable } from 'mobx';
import type { Culture } from '../../../../contracts/enums';
import { MENU_LEFT_COLUMN_KEY, MOBILE_MENU_KEY, type MenuCategory } from '../../../../contracts/menu/entities';
import { LoadedByKey } from '../../lib/loadable';
import type { MenuApi } from './api';
import { MegaMenuStore } from './mega-menu-store';

/** Shown when the menu cannot be read and the server gave no message. */
export const MENU_FAILURE = 'Failed to load the menu';

/**
 * The header menu (S3.18): the categories of the desktop mega-menu, the "Menu LeftColumn" links
 * (desktop and mobile), the "Mobile Menu" links (mobile only), and the mobile menu's state (S4.04).
 */
export class MenuStore {
  /** Desktop hover state and timing (S4.03). */
  readonly mega = new MegaMenuStore();
  private readonly menus: LoadedByKey<Culture, MenuCategory[]>;
  culture: Culture = 'tr';
  /** The mobile menu is open (S4.04). */
  isMobileOpen = false;
  /** Ids of the mobile accordion levels that are expanded. */
  expandedIds = new Set<number>();

  constructor(private readonly api: MenuApi) {
    // The API client sends the page's language: each language's menu is read once.
    this.menus = new LoadedByKey(async () => (await api.menu()).menuCategories, MENU_FAILURE);
    makeAutoObservable<MenuStore, 'api' | 'menus'>(this, { api: false, mega: false, menus: false });
  }

  get error(): string | null {
    return this.menus.error;
  }

  private get all(): MenuCategory[] {
    return this.menus.get(this.culture) ?? [];
  }

  /** Top-level categories of the mega-menu, without the special keys. */
  get categories(): MenuCategory[] {
    return this.all.filter((item) => item.key !== MENU_LEFT_COLUMN_KEY && item.key !== MOBILE_MENU_KEY);
  }

  /** Links of the "Menu LeftColumn" item (desktop panel column and top of the mobile menu). */
  get leftColumn(): MenuCategory[] {
    return this.all.find((item) => item.key === MENU_LEFT_COLUMN_KEY)?.childCategories ?? [];
  }

  /** Links of the "Mobile Menu" item (mobile only). */
  get mobileLinks(): MenuCategory[] {
    return this.all.find((item) => item.key === MOBILE_MENU_KEY)?.childCategories ?? [];
  }

  /** Reads the menu of `culture` once; the API client sends the page's language. */
  load(culture: Culture): Promise<void> {
    this.culture = culture;
    return this.menus.load(culture);
  }

  toggleMobile(): void {
    if (this.isMobileOpen) this.closeMobile();
    else this.isMobileOpen = true;
  }

  /** Closes the mobile menu and folds its accordion. */
  closeMobile(): void {
    this.isMobileOpen = false;
    this.expandedIds.clear();
  }

  isExpanded(id: number): boolean {
    return this.expandedIds.has(id);
  }

  /** Expands or collapses one accordion level (S4.04). */
  toggleExpanded(id: number): void {
    if (this.expandedIds.has(id)) this.expandedIds.delete(id);
    else this.expandedIds.add(id);
  }

  /** A menu link was followed: every menu closes (S2.27). */
  closeAll(): void {
    this.mega.close();
    this.closeMobile();
  }
}

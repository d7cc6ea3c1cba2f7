/** Menu link data of a menu category (spec §3 Menu category: extensionData.Menu). */
export interface MenuLinkData {
  /** Path or URL the item opens. */
  Link?: string;
  /** Image shown in the mega-menu column. */
  Media?: string;
  /** Small icon before the name. */
  ImageIcon?: string;
  /** Text colour, e.g. #c0392b. */
  Color?: string;
  /** Extra CSS class. */
  ClassName?: string;
  /** Link target; same window when absent (S2.27). */
  Target?: '_self' | '_blank';
  /** rel="nofollow" when true (S2.27). */
  NoFollow?: boolean;
}

/** A button under a menu item (spec §3: ButtonSet with Link and ImageIcon). */
export interface MenuButtonSet {
  Link?: string;
  ImageIcon?: string;
}

/** A header menu category (spec §3, S3.18), localized. */
export interface MenuCategory {
  id: number;
  /** Display name. */
  name: string;
  /** Stable key; top-level "Menu LeftColumn" and "Mobile Menu" are special. */
  key: string;
  className?: string;
  childCategories: MenuCategory[];
  extensionData: { Menu?: MenuLinkData; ButtonSet?: MenuButtonSet };
}

/** Special top-level keys (S3.18). */
export const MENU_LEFT_COLUMN_KEY = 'Menu LeftColumn';
export const MOBILE_MENU_KEY = 'Mobile Menu';

/** Gateway contract of the header menu (core service). */
import type { MenuCategory } from '../menu/entities.js';

export const MenuGatewayPaths = {
  /** GET → MenuResult, localized by Accept-Language. */
  menuCategories: 'core/api/menu/menu-categories',
} as const;

export interface MenuResult {
  menuCategories: MenuCategory[];
}

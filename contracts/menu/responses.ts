import type { ApiResult } from '../common/responses.js';
import type { MenuCategory } from './entities.js';

/** GET /api/menu */
export interface MenuResponse extends ApiResult {
  /** Top-level items in display order, with their children. */
  menuCategories: MenuCategory[];
}

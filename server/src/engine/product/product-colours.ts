import type { Culture } from '../../../../contracts/enums.js';
import type { ProductColour, ProductListItem } from '../../../../contracts/product/entities.js';
import { COLOURS } from '../seed/vocabulary.js';
import type { ColourRow } from './product.repository.js';

/** Swatch colours by Turkish colour name: the palette the catalogue's colours and images are drawn from. */
const HEX = new Map(COLOURS.map((colour) => [colour.name[0], colour.hex]));

/** A product's row as a swatch; a product without a colour attribute is named by nothing the shopper could pick. */
function toColour(row: ColourRow, culture: Culture): ProductColour | undefined {
  const name = culture === 'en' ? row.colour_en : row.colour_tr;
  if (!name) return undefined;
  const hex = row.colour_tr ? HEX.get(row.colour_tr) : undefined;
  return {
    id: row.id, name, routePath: culture === 'en' ? row.route_path_en : row.route_path_tr,
    ...(hex ? { hex } : {}), ...(row.image ? { imagePath: row.image } : {}), ...(row.sold_out ? { soldOut: true as const } : {}),
  };
}

/**
 * Adds `colours` to each product whose model has several (GroupVariations): `models` maps a
 * product id to its model's product ids, `rows` holds every one of them. A model whose products
 * share one colour name has nothing to choose and gets none.
 */
export function withColours<T extends ProductListItem>(products: T[], models: ReadonlyMap<number, number[]>, rows: ColourRow[], culture: Culture): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return products.map((product) => {
    const ids = models.get(product.id);
    if (!ids) return product;
    const colours = ids.flatMap((id) => {
      const row = byId.get(id);
      const colour = row && toColour(row, culture);
      return colour ? [colour] : [];
    });
    return new Set(colours.map((colour) => colour.name)).size > 1 ? { ...product, colours } : product;
  });
}

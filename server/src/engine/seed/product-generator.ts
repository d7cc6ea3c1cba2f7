import { BRAND_IDS_BY_GROUP, BRANDS } from './brands.js';
import type { LeafCategory } from './category-tree.js';
import { ean13 } from './ean13.js';
import { createRandom, hashSeed, type Random } from './prng.js';
import { drawTryMinor, priceRows, type PriceRecord } from './prices.js';
import { BLOCK_SIZE, CATALOGUE_SEED, planBlock, STREAM, TREE, type ModelPlan } from './product-plan.js';
import { slugify } from './slug.js';
import {
  ATTRIBUTES, AUDIENCES, CLOSING_SENTENCE, COLOURS, GENERAL_SENTENCES, MECHANISMS, SMART_FEATURES, SMART_SENTENCES, STRAPS,
  WARRANTIES, WATCH_FEATURES, WATCH_SENTENCES, WATER_RESISTANCE, type Text,
} from './vocabulary.js';

/** Fixed clock of the demo shop: products were created over 2025-2026, whatever day the seed runs. */
const CREATED_FROM = Date.UTC(2025, 0, 1);
const CREATED_SPAN_MS = 730 * 24 * 3600 * 1000;
/** The first products are always ordinary (approved, shelved, priced, in stock) so fixtures can name them. */
const ORDINARY_IDS = 10;
export const WAREHOUSE_IDS = [1, 2] as const;

export interface ProductRecord {
  id: number; sku: string; code: string; groupCode: string; name: Text; shortName: Text; description: Text;
  brandId: number; productTypeId: number; defaultCategoryId: number; scopeTypeId: number;
  isApproved: boolean; isOnShelf: boolean; hsCode: string; routePath: Text; stockTotal: number; createdAt: string;
}
export interface ProductCategoryRecord { productId: number; categoryId: number; isDefault: boolean }
export interface AttributeRecord { productId: number; code: string; name: Text; value: Text; isList: boolean; sortOrder: number }
export interface DocumentRecord { productId: number; documentType: number; isDefault: boolean; filePath: string; name: string; sortOrder: number }
export interface BarcodeRecord { id: number; productId: number; barcode: string; size: string | null; colour: Text; sortOrder: number }
export interface StockRecord { barcodeId: number; warehouseId: number; quantity: number }

/** Every row of a range of products, per table. */
export interface GeneratedProducts {
  products: ProductRecord[];
  prices: PriceRecord[];
  categories: ProductCategoryRecord[];
  attributes: AttributeRecord[];
  documents: DocumentRecord[];
  barcodes: BarcodeRecord[];
  stocks: StockRecord[];
}

const LEAVES_BY_TOP = new Map<number, LeafCategory[]>();
for (const leaf of TREE.leaves) LEAVES_BY_TOP.set(leaf.topId, [...(LEAVES_BY_TOP.get(leaf.topId) ?? []), leaf]);
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DISCOUNTS = [10, 15, 20, 25, 30, 40, 50];

/** What variants of one model share: drawn once from the model's own stream. */
interface ModelTraits {
  brandId: number;
  brand: string;
  groupCode: string;
  tryMinor: number;
  discount: number;
  extraCategoryId: number | null;
  sizes: readonly string[];
  /** Name pieces before the colour, and the short name. */
  name: Text;
  shortName: Text;
  description: Text;
  attributes: Omit<AttributeRecord, 'productId'>[];
}

const attribute = (code: string, value: Text): Omit<AttributeRecord, 'productId'> => {
  const meta = ATTRIBUTES[code];
  return { code, name: meta.name, value, isList: meta.isList, sortOrder: meta.sortOrder };
};
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

function watchTraits(rng: Random, model: ModelPlan, brand: string): Pick<ModelTraits, 'name' | 'shortName' | 'description' | 'attributes'> {
  const spec = model.leaf.family.watch!;
  const type = model.leaf.type;
  const audience: Text | undefined = spec.audience === 'unisex' ? undefined : AUDIENCES[spec.audience];
  const strap = spec.straps.length ? STRAPS[rng.pick(spec.straps)] : undefined;
  const mechanism = MECHANISMS[rng.pick(spec.mechanisms)];
  const feature = rng.chance(0.6) ? rng.pick(spec.smart ? SMART_FEATURES : WATCH_FEATURES) : undefined;
  const caseMm = `${rng.int(spec.caseMm[0], spec.caseMm[1])} mm`;
  const water = spec.smart ? rng.pick(WATER_RESISTANCE.slice(0, 2)) : rng.pick(WATER_RESISTANCE);
  const sentence = rng.pick(spec.smart ? SMART_SENTENCES : WATCH_SENTENCES);
  const detail: Text = spec.smart
    ? [`Kasa çapı ${caseMm}, ${water} su geçirmezlik; bildirim ve sağlık takibi özellikli.`, `${caseMm} case, ${water} water resistance, with notifications and health tracking.`]
    : [`Kasa çapı ${caseMm}, su geçirmezlik ${water}, ${mechanism[0].toLocaleLowerCase('tr')} mekanizma.`, `Case size ${caseMm}, water resistance ${water}, ${mechanism[1].toLowerCase()} movement.`];
  const attributes = [
    attribute('attr_dial', COLOURS[model.dial].name),
    attribute('attr_case_size', [caseMm, caseMm]),
    attribute('attr_water_resistance', [water, water]),
    attribute('attr_mechanism', mechanism),
    attribute('attr_warranty', rng.pick(WARRANTIES)),
  ];
  if (strap) attributes.unshift(attribute('attr_strap', strap.value));
  return {
    name: [join(brand, feature?.[0], audience?.[0], strap?.inName[0], type[0]), join(brand, feature?.[1], audience?.[1], type[1], strap?.inName[1])],
    shortName: [join(audience?.[0], type[0]), join(audience?.[1], type[1])],
    description: [join(sentence[0], detail[0], CLOSING_SENTENCE[0]), join(sentence[1], detail[1], CLOSING_SENTENCE[1])],
    attributes,
  };
}

function generalTraits(rng: Random, model: ModelPlan, brand: string): Pick<ModelTraits, 'name' | 'shortName' | 'description' | 'attributes'> {
  const { family, type } = model.leaf;
  const adjective = rng.pick(family.adjectives);
  const attributes = family.attributes.map(([code, values]) => attribute(code, rng.pick(values)));
  const sentence = rng.pick(GENERAL_SENTENCES);
  const detail: Text = [
    attributes.map((item) => `${item.name[0]}: ${item.value[0]}.`).join(' '),
    attributes.map((item) => `${item.name[1]}: ${item.value[1]}.`).join(' '),
  ];
  return {
    name: [join(brand, adjective[0], type[0]), join(brand, adjective[1], type[1])],
    shortName: [join(adjective[0], type[0]), join(adjective[1], type[1])],
    description: [join(sentence[0], detail[0], CLOSING_SENTENCE[0]), join(sentence[1], detail[1], CLOSING_SENTENCE[1])],
    attributes,
  };
}

function modelTraits(model: ModelPlan): ModelTraits {
  const rng = createRandom(hashSeed(CATALOGUE_SEED, STREAM.model, model.firstId));
  const { family } = model.leaf;
  const brandId = rng.pick(BRAND_IDS_BY_GROUP.get(family.group)!);
  const brand = BRANDS[brandId - 1].name;
  const prefix = family.kind === 'watch'
    ? `${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}-${model.firstId + 1000}${rng.pick([...LETTERS])}`
    : `${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}${model.firstId + 1000}`;
  const tryMinor = drawTryMinor(rng, family.priceTry);
  const discount = rng.chance(0.25) ? rng.pick(DISCOUNTS) : 0;
  const siblings = (LEAVES_BY_TOP.get(model.leaf.topId) ?? []).filter((leaf) => leaf.id !== model.leaf.id);
  const extraCategoryId = siblings.length && rng.chance(0.2) ? rng.pick(siblings).id : null;
  const all = model.leaf.sizes ?? [];
  // Clothes come in a run of four or five neighbouring sizes, shoes in all of theirs.
  const runLength = Math.min(all.length, rng.int(4, 5));
  const start = rng.int(0, all.length - runLength);
  const sizes = family.shape === 'shirt' ? all.slice(start, start + runLength) : all;
  const text = family.kind === 'watch' ? watchTraits(rng, model, brand) : generalTraits(rng, model, brand);
  return { brandId, brand, groupCode: prefix, tryMinor, discount, extraCategoryId, sizes, ...text };
}

function variantCode(model: ModelPlan, traits: ModelTraits, colour: number): string {
  if (!model.leaf.family.colourVariants) return traits.groupCode;
  // Watch codes read like "MTP-1302D-7A"; other goods like "NK4821-BLK".
  return model.leaf.family.kind === 'watch'
    ? `${traits.groupCode}-${(colour % 9) + 1}${LETTERS[colour % LETTERS.length]}`
    : `${traits.groupCode}-${COLOURS[colour].code}`;
}

function addProduct(out: GeneratedProducts, model: ModelPlan, traits: ModelTraits, id: number, colour: number): void {
  const rng = createRandom(hashSeed(CATALOGUE_SEED, STREAM.product, id));
  const { leaf } = model;
  const ordinary = id <= ORDINARY_IDS;
  const colourName = COLOURS[colour].name;
  const name: Text = leaf.family.colourVariants
    ? [`${traits.name[0]} - ${colourName[0]}`, `${traits.name[1]} - ${colourName[1]}`]
    : traits.name;
  const zeroPrice = !ordinary && rng.chance(0.01);
  const soldOut = !ordinary && rng.chance(0.08);

  const sizes: (string | null)[] = traits.sizes.length ? [...traits.sizes] : [null];
  let stockTotal = 0;
  sizes.forEach((size, index) => {
    const barcodeId = id * 100 + index + 1;
    out.barcodes.push({ id: barcodeId, productId: id, barcode: ean13(barcodeId), size, colour: colourName, sortOrder: index + 1 });
    const sizeSoldOut = soldOut || (sizes.length > 1 && rng.chance(0.12));
    for (const warehouseId of WAREHOUSE_IDS) {
      const quantity = sizeSoldOut ? 0 : rng.int(0, warehouseId === 1 ? 25 : 10);
      out.stocks.push({ barcodeId, warehouseId, quantity });
      stockTotal += quantity;
    }
  });
  if (!soldOut && stockTotal === 0) {
    // Not meant to be sold out: give the first barcode a few units in the main warehouse.
    const first = out.stocks[out.stocks.length - sizes.length * WAREHOUSE_IDS.length];
    first.quantity = 3;
    stockTotal = 3;
  }

  out.products.push({
    id,
    sku: `VTR${String(id).padStart(7, '0')}`,
    code: variantCode(model, traits, colour),
    groupCode: traits.groupCode,
    name,
    shortName: traits.shortName,
    description: traits.description,
    brandId: traits.brandId,
    productTypeId: leaf.typeId,
    defaultCategoryId: leaf.id,
    scopeTypeId: 3,
    isApproved: ordinary || !rng.chance(0.03),
    isOnShelf: ordinary || !rng.chance(0.03),
    hsCode: leaf.family.hsCode,
    routePath: [`/${slugify(name[0])}-p-${id}`, `/en/${slugify(name[1])}-p-${id}`],
    stockTotal,
    createdAt: new Date(CREATED_FROM + Math.floor(rng.next() * CREATED_SPAN_MS)).toISOString(),
  });
  out.prices.push(...priceRows(id, zeroPrice ? 0 : traits.tryMinor, traits.discount));
  out.categories.push({ productId: id, categoryId: leaf.id, isDefault: true });
  if (traits.extraCategoryId) out.categories.push({ productId: id, categoryId: traits.extraCategoryId, isDefault: false });
  out.attributes.push({ productId: id, ...attribute('attr_color', colourName) });
  for (const item of traits.attributes) out.attributes.push({ productId: id, ...item });
  const images = rng.int(1, 4);
  for (let n = 1; n <= images; n++) {
    out.documents.push({ productId: id, documentType: 1, isDefault: n === 1, filePath: `/media/products/${id}-${n}.svg`, name: name[0], sortOrder: n });
  }
}

/**
 * Products `fromId`..`toId` (inclusive) with all their rows. A product depends only on its id,
 * so ranges can be generated in any chunks and give the same catalogue.
 */
export function generateProducts(fromId: number, toId: number): GeneratedProducts {
  const out: GeneratedProducts = { products: [], prices: [], categories: [], attributes: [], documents: [], barcodes: [], stocks: [] };
  if (toId < fromId) return out;
  const firstBlock = Math.floor((fromId - 1) / BLOCK_SIZE);
  const lastBlock = Math.floor((toId - 1) / BLOCK_SIZE);
  for (let block = firstBlock; block <= lastBlock; block++) {
    for (const model of planBlock(block)) {
      const ids = model.colours.map((_, variant) => model.firstId + variant).filter((id) => id >= fromId && id <= toId);
      if (ids.length === 0) continue;
      const traits = modelTraits(model);
      for (const id of ids) addProduct(out, model, traits, id, model.colours[id - model.firstId]);
    }
  }
  return out;
}

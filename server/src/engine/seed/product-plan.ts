import { buildCatalogueTree, type LeafCategory } from './category-tree.js';
import { createRandom, hashSeed } from './prng.js';
import type { ProductShape } from './product-families.js';
import { COLOURS, PALETTES } from './vocabulary.js';

/** Seed of the whole demo catalogue: change it and every product changes. */
export const CATALOGUE_SEED = 20_250_101;

/**
 * Products are planned in blocks of consecutive ids: a block holds whole models (colour
 * variants sit side by side) of one kind, so any product can be re-planned from its id alone,
 * which is how the image route draws a product without asking the database.
 */
export const BLOCK_SIZE = 8;

/** Streams of the seeded generator; each has its own so adding a draw to one never shifts another. */
export const STREAM = { block: 1, model: 2, product: 3 } as const;

export const TREE = buildCatalogueTree();
const WATCH_LEAVES = TREE.leaves.filter((leaf) => leaf.family.kind === 'watch');
const GENERAL_LEAVES = TREE.leaves.filter((leaf) => leaf.family.kind === 'general');

/** One model: products that differ only by colour and share a group code. */
export interface ModelPlan {
  firstId: number;
  leaf: LeafCategory;
  /** Colour index (into COLOURS) of each variant, in id order. */
  colours: number[];
  /** Dial colour index of a watch model (into COLOURS). */
  dial: number;
}

export interface ProductPlan {
  id: number;
  model: ModelPlan;
  /** 0-based position among the model's variants. */
  variant: number;
  /** Colour index into COLOURS. */
  colour: number;
}

/** The models of block `block` (ids block*8+1 .. block*8+8). */
export function planBlock(block: number): ModelPlan[] {
  const rng = createRandom(hashSeed(CATALOGUE_SEED, STREAM.block, block));
  const leaves = rng.chance(0.5) ? WATCH_LEAVES : GENERAL_LEAVES;
  const models: ModelPlan[] = [];
  let nextId = block * BLOCK_SIZE + 1;
  const end = nextId + BLOCK_SIZE;
  while (nextId < end) {
    const leaf = rng.pick(leaves);
    const variants = leaf.family.colourVariants ? Math.min(rng.int(1, 4), end - nextId, leaf.family.palette.length) : 1;
    models.push({ firstId: nextId, leaf, colours: rng.sample(leaf.family.palette, variants), dial: rng.pick(PALETTES.dial) });
    nextId += variants;
  }
  return models;
}

export function planProduct(id: number): ProductPlan {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`product id must be a positive integer: ${id}`);
  for (const model of planBlock(Math.floor((id - 1) / BLOCK_SIZE))) {
    const variant = id - model.firstId;
    if (variant >= 0 && variant < model.colours.length) return { id, model, variant, colour: model.colours[variant] };
  }
  throw new Error(`unreachable: block plan misses product ${id}`);
}

/** Watch or general product: the half split of the demo catalogue, decided per block of ids. */
export function productKind(id: number): 'watch' | 'general' {
  return planProduct(id).model.leaf.family.kind;
}

/** How a product's images look: its shape, its colour and an accent (a watch's dial). */
export function productLook(id: number): { shape: ProductShape; colour: string; accent: string } {
  const plan = planProduct(id);
  return { shape: plan.model.leaf.shape, colour: COLOURS[plan.colour].hex, accent: COLOURS[plan.model.dial].hex };
}

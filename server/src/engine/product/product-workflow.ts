import { ProductRequestFlags } from '../../../../contracts/enums.js';
import type { ProductSearchRequest, ProductWorkflow } from '../../../../contracts/gateway/product.js';
import type { ProductSort } from '../../../../contracts/product/payloads.js';

/** What a merchandising workflow adds to a search: flags OR-ed in, and the order it imposes. */
export const WORKFLOW_PRESETS: Record<ProductWorkflow, { flags: number; sort: ProductSort }> = {
  'new-arrivals': { flags: ProductRequestFlags.InStock, sort: 'newest' },
  'on-sale': { flags: ProductRequestFlags.InStock | ProductRequestFlags.Discounted, sort: 'discount' },
  budget: { flags: ProductRequestFlags.InStock | ProductRequestFlags.PriceIsNotZero, sort: 'price-asc' },
};

/**
 * The search a workflow stands for: the caller's criteria, the workflow's flags added to the
 * caller's (default 6 when none were sent) and the workflow's order in place of the caller's.
 */
export function applyWorkflow(workflow: ProductWorkflow, request: ProductSearchRequest): ProductSearchRequest {
  const preset = WORKFLOW_PRESETS[workflow];
  let flags = (request.flags ?? ProductRequestFlags.Default) | preset.flags;
  // Asking for sold-out products contradicts an in-stock preset: the preset wins.
  if (preset.flags & ProductRequestFlags.InStock) flags &= ~ProductRequestFlags.OutOfStock;
  return { ...request, flags, sort: preset.sort };
}

import type { RefObject } from 'react';
import type { ProductListItem } from '../../../../../contracts/product/entities';
import { itemListPayload, trackEcommerce, type AnalyticsList } from '../../../lib/analytics';
import { ANALYTICS_VISIBILITY, useVisibilityOnce } from '../../../lib/use-visibility-once';

/**
 * Sends view_item_list once per shown list, when the list element is 10% visible (S9.12).
 * `products` is null while loading; a new array (another page, filter or currency) re-arms it.
 */
export function useItemListView(ref: RefObject<Element | null>, list: AnalyticsList, products: ProductListItem[] | null, currencyOf: (product: ProductListItem) => string): void {
  useVisibilityOnce(ref, ANALYTICS_VISIBILITY, () => {
    if (products?.length) trackEcommerce('view_item_list', () => itemListPayload(list, products, (product) => currencyOf(product as ProductListItem)));
  }, products?.length ? products : null);
}

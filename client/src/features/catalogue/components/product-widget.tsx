import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useStores } from '../../../stores/use-stores';
import { ProductRow } from './product-row';

/**
 * A titled list of products by id: a blog post's ProductWidget block (S3.19: Title and a List
 * of product ids), read as a product display call (§7) and priced in the active currency.
 */
export const ProductWidget = observer(function ProductWidget({ title, productIds, listId }: { title: string; productIds: number[]; listId: string }) {
  const { catalogue, currency, ui } = useStores();
  const [store] = useState(() => catalogue.createRow());
  const selected = currency.selectedCurrency;
  const ids = productIds.join(',');
  const selectedId = selected?.id;
  // By value: the ids' array is new on every render, the row only changes with its content.
  const load = useCallback(() => void store.loadIds(ids.split(',').map(Number)), [store, ids]);

  useEffect(() => {
    // Prices follow the active currency and names the language: read again when either changes.
    if (selectedId !== undefined) load();
  }, [load, selectedId, ui.culture]);

  return (
    <div className="product-widget" data-testid="product-widget">
      <ProductRow store={store} title={title} list={{ id: listId, name: title }} onRetry={load} />
    </div>
  );
});

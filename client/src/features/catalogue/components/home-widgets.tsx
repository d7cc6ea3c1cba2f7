import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { ProductRequestFlags } from '../../../../../contracts/enums';
import type { SearchProductsPayload } from '../../../../../contracts/product/payloads';
import type { MessageKey } from '../../../i18n/translate';
import type { AnalyticsList } from '../../../lib/analytics';
import { useStores, useT } from '../../../stores/use-stores';
import { CARD_FIELDS } from '../product-row-store';
import { ProductRow } from './product-row';
import { RecentlyViewedRow } from './recently-viewed-row';

/** Products in a home row. */
export const HOME_ROW_SIZE = 12;
/** Top category of watches in the shop's tree. */
const WATCHES_CATEGORY_ID = 1;

/** A home product widget: its heading, analytics list and search. */
export interface HomeWidget {
  title: MessageKey;
  list: AnalyticsList;
  payload: SearchProductsPayload;
}

/** The rows under "new arrivals", in page order. */
export const HOME_WIDGETS: readonly HomeWidget[] = [
  {
    title: 'home.onSale', list: { id: 'on_sale', name: 'On Sale' },
    payload: { flags: ProductRequestFlags.Default | ProductRequestFlags.GroupVariations | ProductRequestFlags.Discounted, sort: 'discount', pageSize: HOME_ROW_SIZE, includes: CARD_FIELDS, aggregateBy: ['None'] },
  },
  {
    title: 'home.watches', list: { id: 'watches', name: 'Watches' },
    payload: { categoryIds: [WATCHES_CATEGORY_ID], flags: ProductRequestFlags.Default | ProductRequestFlags.GroupVariations | ProductRequestFlags.InStock, sort: 'relevance', pageSize: HOME_ROW_SIZE, includes: CARD_FIELDS, aggregateBy: ['None'] },
  },
];

const HomeWidgetRow = observer(function HomeWidgetRow({ widget }: { widget: HomeWidget }) {
  const { catalogue, currency, ui } = useStores();
  const t = useT();
  const [store] = useState(() => catalogue.createRow());
  const selected = currency.selectedCurrency;
  const selectedId = selected?.id;
  const load = useCallback(() => void store.load(widget.payload), [store, widget]);

  useEffect(() => {
    // Prices follow the active currency and names the language: read again when either changes.
    if (selectedId !== undefined) load();
  }, [load, selectedId, ui.culture]);

  return <ProductRow store={store} title={t(widget.title)} list={widget.list} onRetry={load} />;
});

/**
 * The home page's rows below the fold: recently viewed products (when there are any), products
 * on sale and watches. Loaded as its own chunk so the first paint carries none of it.
 */
export default function HomeWidgets() {
  return (
    <>
      <RecentlyViewedRow />
      {HOME_WIDGETS.map((widget) => <HomeWidgetRow key={widget.list.id} widget={widget} />)}
    </>
  );
}

import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePageSettled } from '../../../lib/page-settled';
import { readRecentlyViewed } from '../../../lib/recently-viewed';
import { useStores, useT } from '../../../stores/use-stores';
import { ProductRow } from './product-row';

const LIST = { id: 'recently_viewed', name: 'Recently Viewed' };

/**
 * The products this browser looked at last, most recent first (home and product detail); on a
 * product's own page that product and its other colours (`exclude`, ids joined by commas) are left out. Shown only when there is something to show.
 * The home page's stand-in counts it (`homeRowsToCome`).
 */
export const RecentlyViewedRow = observer(function RecentlyViewedRow({ exclude = '' }: { exclude?: string }) {
  const { catalogue, currency, ui } = useStores();
  const t = useT();
  const [store] = useState(() => catalogue.createRow());
  const selected = currency.selectedCurrency;
  // Below the first screen, and the browser's storage is opened on first use (several ms): read once the page has settled.
  const settled = usePageSettled();
  const selectedId = selected?.id;
  const remembered = useCallback(() => readRecentlyViewed(exclude.split(',').map(Number)), [exclude]);
  const load = useCallback(() => void store.loadIds(remembered()), [store, remembered]);
  // Known as soon as the storage may be opened: a row to come holds its room from then on (its
  // skeletons), so the rows below it do not move down when its products arrive.
  const holdsRoom = useMemo(() => settled && remembered().length > 0, [settled, remembered]);

  useEffect(() => {
    if (selectedId !== undefined && settled) load();
  }, [load, selectedId, ui.culture, settled]);

  return <ProductRow store={store} title={t('home.recentlyViewed')} list={LIST} onRetry={load} hideUntilLoaded={!holdsRoom} />;
});

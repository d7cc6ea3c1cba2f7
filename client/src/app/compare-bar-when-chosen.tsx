import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../stores/use-stores';

// The bar's code comes when the shopper first picks a product to compare.
const CompareBar = lazy(() => import('../features/compare/components/compare-bar').then((module) => ({ default: module.CompareBar })));

/** The floating compare bar of product, list and search pages (S2.16), once a product is chosen and the feature is on. */
export const CompareBarWhenChosen = observer(function CompareBarWhenChosen() {
  const { compare, ui } = useStores();
  if (!ui.config.features.compare || !compare.productIds.length) return null;
  return <Suspense fallback={null}><CompareBar /></Suspense>;
});

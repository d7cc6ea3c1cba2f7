import { observer } from 'mobx-react-lite';
import type { RouteInfo } from '../../../../contracts/route/entities';
import { ProductListing } from '../../features/catalogue/components/product-listing';
import { usePageView } from '../../lib/analytics';
import { scopeOfRoute } from '../../lib/list-criteria';
import { useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/** A category, brand or product type list (internal key /plp, analytics page key ProductList). */
export const ProductListPage = observer(function ProductListPage({ route }: { route: RouteInfo }) {
  const t = useT();
  usePageView('ProductList');
  usePageTitle(`${route.title} | ${t('site.name')}`);
  return (
    <div className="page page--plp" data-page-key="ProductList">
      <h1>{route.title}</h1>
      <ProductListing key={`${route.type}${route.id}`} {...scopeOfRoute(route)} />
    </div>
  );
});

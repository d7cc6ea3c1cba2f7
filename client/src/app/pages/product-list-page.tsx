import { observer } from 'mobx-react-lite';
import type { RouteInfo } from '../../../../contracts/route/entities';
import { ProductListing } from '../../features/catalog/components/product-listing';
import { usePageView } from '../../lib/analytics';
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
      {route.type === 'brand'
        ? <ProductListing key={`b${route.id}`} brandIds={[route.id]} />
        : route.type === 'type'
          ? <ProductListing key={`t${route.id}`} productTypeIds={[route.id]} />
          : <ProductListing key={`c${route.id}`} categoryIds={[route.id]} />}
    </div>
  );
});

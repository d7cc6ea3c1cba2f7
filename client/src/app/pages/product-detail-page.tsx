import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Product } from '../../../../contracts/product/entities';
import type { RouteInfo } from '../../../../contracts/route/entities';
import { ProductDetail, type MemberActionTarget } from '../../features/catalogue/components/product-detail';
import { usePageView } from '../../lib/analytics';
import { useT } from '../../stores/use-stores';
import { NotFoundPage } from './not-found-page';
import { usePageTitle } from './page-title';

// The members' buttons come with their own chunk, after the product is drawn.
const ProductMemberActions = lazy(() => import('../../features/member/components/product-member-actions').then((module) => ({ default: module.ProductMemberActions })));
const memberActions = (target: MemberActionTarget) => <Suspense fallback={null}><ProductMemberActions {...target} /></Suspense>;

/** A product's page, reached from its routePath (internal key /pdp, analytics page key ProductDetail). */
export const ProductDetailPage = observer(function ProductDetailPage({ route }: { route: RouteInfo }) {
  const t = useT();
  const [name, setName] = useState(route.title);
  usePageView('ProductDetail');
  usePageTitle(`${name} | ${t('site.name')}`);
  const onLoaded = useCallback((product: Product) => setName(product.name), []);
  return (
    <div className="page page--pdp" data-page-key="ProductDetail">
      <ProductDetail productId={route.id} onLoaded={onLoaded} notFound={<NotFoundPage />} memberActions={memberActions} />
    </div>
  );
});

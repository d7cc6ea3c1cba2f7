import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Product } from '../../../../contracts/product/entities';
import type { RouteInfo } from '../../../../contracts/route/entities';
import { ProductDetail, type MemberActionTarget } from '../../features/catalogue/components/product-detail';
import { usePageView } from '../../lib/analytics';
import { usePageHead } from '../../lib/page-head';
import { useStores, useT } from '../../stores/use-stores';
import { NotFoundPage } from './not-found-page';

// The members' buttons come with their own chunk, after the product is drawn.
const ProductMemberActions = lazy(() => import('../../features/member/components/product-member-actions').then((module) => ({ default: module.ProductMemberActions })));
const memberActions = (target: MemberActionTarget) => <Suspense fallback={null}><ProductMemberActions {...target} /></Suspense>;

/** A product's page, reached from its routePath (internal key /pdp, analytics page key ProductDetail). */
export const ProductDetailPage = observer(function ProductDetailPage({ route }: { route: RouteInfo }) {
  const t = useT();
  const { currency } = useStores();
  const [product, setProduct] = useState<Product>();
  usePageView('ProductDetail');
  // The product's head once it is loaded (in the currency its price is in), as the server writes it.
  const shown = product ? currency.byId(product.currencyId) ?? currency.selectedCurrency : undefined;
  usePageHead(`${route.alternates[route.culture]}|${product?.id}|${shown?.code}`, `${product?.name ?? route.title} | ${t('site.name')}`, (rules) => (
    product && shown ? rules.productHead(product, route, shown, rules.publicUrl()) : undefined));
  const onLoaded = useCallback((loaded: Product) => setProduct(loaded), []);
  return (
    <div className="page page--pdp" data-page-key="ProductDetail">
      <ProductDetail productId={route.id} onLoaded={onLoaded} notFound={<NotFoundPage />} memberActions={memberActions} />
    </div>
  );
});

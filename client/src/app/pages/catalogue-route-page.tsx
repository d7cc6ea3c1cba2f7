import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { RouteInfo } from '../../../../contracts/route/entities';
import { useStores, useT } from '../../stores/use-stores';
import { arrivedRouteInfo, routeInfo } from '../route-info';
import { NotFoundPage } from './not-found-page';
import { ProductDetailPage } from './product-detail-page';
import { ProductListPage } from './product-list-page';
import { CompareBarWhenChosen } from '../compare-bar-when-chosen';

/**
 * Paths that are not fixed routes: the route service says whether they are a product (detail,
 * from its routePath) or a category or brand (list). Anything else is not found.
 */
const CatalogueRoutePage = observer(function CatalogueRoutePage() {
  const { pathname } = useLocation();
  const { api, ui } = useStores();
  const t = useT();
  // The first page's route usually arrived while its code was loading (main.tsx): no loading pass then.
  const [route, setRoute] = useState<RouteInfo | null | undefined>(() => arrivedRouteInfo(api, pathname)?.route);

  useEffect(() => {
    let current = true;
    if (arrivedRouteInfo(api, pathname) === undefined) setRoute(undefined);
    routeInfo(api, pathname)
      .then((answer) => {
        if (!current) return;
        // The page is drawn in slices (a transition), not in one long task when the answer lands.
        startTransition(() => setRoute(answer.route));
        ui.setAlternatePaths(answer.route?.alternates ?? null);
      })
      .catch(() => { if (current) setRoute(null); });
    return () => {
      current = false;
      ui.setAlternatePaths(null);
    };
  }, [api, ui, pathname]);

  if (route === undefined) return <div className="page page--loading" aria-busy="true"><span className="visually-hidden">{t('page.loading')}</span></div>;
  if (route === null) return <NotFoundPage />;
  return (
    <>
      {route.type === 'product' ? <ProductDetailPage key={route.id} route={route} /> : <ProductListPage route={route} />}
      <CompareBarWhenChosen />
    </>
  );
});

export default CatalogueRoutePage;

import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { RouteInfo } from '../../../../contracts/route/entities';
import { movedPath } from '../../../../contracts/route/moved-path';
import { perApp, RecentAnswers } from '../../lib/recent-answers';
import { useStores, useT } from '../../stores/use-stores';
import { arrivedRouteInfo, routeInfo } from '../route-info';
import { NotFoundPage } from './not-found-page';
import { ProductDetailPage } from './product-detail-page';
import { ProductListPage } from './product-list-page';
import { CompareBarWhenChosen } from '../compare-bar-when-chosen';

/** Routes already answered in this visit, by path: Back to a page draws it at once (issue 16). */
const answeredRoutesOf = perApp(() => new RecentAnswers<RouteInfo>(30));

/**
 * Paths that are not fixed routes: the route service says whether they are a product (detail,
 * from its routePath) or a category or brand (list). Anything else is not found.
 */
const CatalogueRoutePage = observer(function CatalogueRoutePage() {
  const { pathname, search, hash } = useLocation();
  const { api, ui } = useStores();
  const t = useT();
  const answered = answeredRoutesOf(api);
  // The first page's route usually arrived while its code was loading (main.tsx): no loading pass then.
  const [answer, setAnswer] = useState<{ path: string; route: RouteInfo | null } | undefined>(() => {
    const arrived = arrivedRouteInfo(api, pathname);
    return arrived && { path: pathname, route: arrived.route };
  });
  // A path seen before is drawn from its earlier answer while the service is asked again; a new one waits.
  const route = answer?.path === pathname ? answer.route : answered.get(pathname);

  useEffect(() => {
    let current = true;
    const known = answered.get(pathname);
    if (known) ui.setAlternatePaths(known.alternates);
    routeInfo(api, pathname)
      .then((reply) => {
        if (!current) return;
        if (reply.route) answered.set(pathname, reply.route);
        // The page is drawn in slices (a transition), not in one long task when the answer lands.
        startTransition(() => setAnswer({ path: pathname, route: reply.route }));
        ui.setAlternatePaths(reply.route?.alternates ?? null);
      })
      .catch(() => { if (current) setAnswer({ path: pathname, route: null }); });
    return () => {
      current = false;
      ui.setAlternatePaths(null);
    };
  }, [api, ui, pathname, answered]);

  if (route === undefined) return <div className="page page--loading" aria-busy="true"><span className="visually-hidden">{t('page.loading')}</span></div>;
  if (route === null) return <NotFoundPage />;
  // An old link (a slug changed, a category moved) within the app: on to the page's own address, as the server does for a page load.
  const moved = movedPath(route, pathname);
  if (moved) return <Navigate to={`${moved}${search}${hash}`} replace />;
  return (
    <>
      {route.type === 'product' ? <ProductDetailPage key={route.id} route={route} /> : <ProductListPage route={route} />}
      <CompareBarWhenChosen />
    </>
  );
});

export default CatalogueRoutePage;

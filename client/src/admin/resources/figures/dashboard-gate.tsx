import { Loading } from 'react-admin';
import { NavigateToFirstResource, useCanAccess } from 'ra-core';
import { FiguresDashboard } from '../../console-pages';

/**
 * The console's first page: the day's figures for the roles that may read them (RESOURCE_ACCESS
 * "figures"); every other role goes on to its first page as before the dashboard (react-admin's
 * first resource it may list), without loading the figures' chunk or its chart library.
 */
export function ConsoleDashboard() {
  const { canAccess, isPending } = useCanAccess({ resource: 'figures', action: 'list' });
  if (isPending) return <Loading />;
  return canAccess ? <FiguresDashboard /> : <NavigateToFirstResource loading={Loading} />;
}

import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { catalogueNameLanguage } from '../../../../contracts/localization/name-language';
import type { CategoryTreeNode } from '../../../../contracts/catalogue/entities';
import type { RouteInfo } from '../../../../contracts/route/entities';
import type { Crumb } from '../../../../contracts/seo/structured-data';
import { contentApi } from '../../features/content/api';
import { ProductListing } from '../../features/catalogue/components/product-listing';
import { usePageView } from '../../lib/analytics';
import { criteriaFromSearch, scopeOfRoute } from '../../lib/list-criteria';
import { usePageHead } from '../../lib/page-head';
import { useStores, useT } from '../../stores/use-stores';

/** Every category's name by its id, from the category tree. */
function categoryNames(tree: CategoryTreeNode[], names = new Map<number, string>()): Map<number, string> {
  for (const node of tree) {
    names.set(node.id, node.name);
    categoryNames(node.childCategories, names);
  }
  return names;
}

/** A category, brand or product type list (internal key /plp, analytics page key ProductList). */
export const ProductListPage = observer(function ProductListPage({ route }: { route: RouteInfo }) {
  const t = useT();
  const { api } = useStores();
  const { search } = useLocation();
  usePageView('ProductList');
  // A category's breadcrumb trail comes from the category tree, as on the server; a brand's or type's is the list itself.
  const [trail, setTrail] = useState<{ id: number; crumbs: Crumb[]; names?: Map<number, string> }>();
  useEffect(() => {
    if (route.type !== 'category') return;
    let current = true;
    void import('../../lib/head-document').then(async ({ categoryCrumbs }) => {
      const { categories } = await contentApi(api).categoryTree();
      if (current) setTrail({ id: route.id, crumbs: categoryCrumbs(categories, route.id), names: categoryNames(categories) });
      // Without the tree the head still comes, its trail only home.
    }).catch(() => { if (current) setTrail({ id: route.id, crumbs: [] }); });
    return () => { current = false; };
  }, [api, route]);
  const crumbs = route.type === 'category' ? (trail?.id === route.id ? trail.crumbs : undefined) : [];
  // A category chosen inside the page's own names the list now (issue 32 item 15): the heading says it, not the parent's name.
  const [chosen] = criteriaFromSearch(search).categoryIds;
  const heading = (chosen !== undefined && trail?.id === route.id ? trail.names?.get(chosen) : undefined) ?? route.title;
  usePageHead(`${route.alternates[route.culture]}${search}|${crumbs?.length}`, `${route.title} | ${t('site.name')}`, (rules) => (
    crumbs ? rules.listHead(route, rules.listCrumbs(route, crumbs), search, rules.publicUrl()) : undefined));
  return (
    <div className="page page--plp" data-page-key="ProductList">
      {/* A brand's name is stored once, not per language: it keeps its own (contracts/localization/name-language.ts). */}
      <h1 lang={route.type === 'brand' ? catalogueNameLanguage(route.title) : undefined}>{heading}</h1>
      <ProductListing key={`${route.type}${route.id}`} {...scopeOfRoute(route)} />
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo } from 'react';
import { WhenNear } from '../../components/when-near';
import { CampaignTiles } from '../../features/content/components/campaign-tiles';
import { HeroSlider } from '../../features/content/components/hero-slider';
import { HomeProducts } from '../../features/catalogue/components/home-products';
import { homeRowsToCome, ProductRowsStandIn } from '../../features/catalogue/components/product-row-stand-in';
import { usePageView } from '../../lib/analytics';
import { usePageSettled } from '../../lib/page-settled';
import { useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

// Below the fold: its own chunk, fetched once the page has settled and the shopper scrolls near
// it, so the first screen has the network and the main thread to itself.
const HomeWidgets = lazy(() => import('../../features/catalogue/components/home-widgets'));

/** Home: hero slider, campaigns, the newest products, then recently viewed, on-sale and watch rows (analytics page key Home). */
export const HomePage = observer(function HomePage() {
  const t = useT();
  usePageTitle(t('site.homeTitle'));
  usePageView('Home');
  const settled = usePageSettled();
  // The rows' room is held from the first paint until they are drawn: below them, the footer does
  // not jump under a shopper scrolling to it as their code, then their products, come in.
  const rows = useMemo(() => homeRowsToCome(settled), [settled]);
  const rowsStandIn = <ProductRowsStandIn rows={rows} />;
  return (
    <div className="page page--home" data-page-key="Home">
      <h1 className="visually-hidden">{t('site.homeTitle')}</h1>
      <HeroSlider />
      <CampaignTiles />
      <HomeProducts />
      <WhenNear name="home-rows" standIn={rowsStandIn}>{settled ? <Suspense fallback={rowsStandIn}><HomeWidgets /></Suspense> : rowsStandIn}</WhenNear>
    </div>
  );
});

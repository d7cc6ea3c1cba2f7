import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { Link } from 'react-router';
import { BannerContainer } from '../../../../../contracts/enums';
import type { MediaItem } from '../../../../../contracts/banner/entities';
import { LazyImage } from '../../../components/lazy-image';
import { promotionPayload, trackEcommerce, type AnalyticsPromotion } from '../../../lib/analytics';
import { ANALYTICS_VISIBILITY, useVisibilityOnce } from '../../../lib/use-visibility-once';
import { useStores, useT } from '../../../stores/use-stores';
import { promotionsOf } from './hero-slider';

/** Tile box: a quarter of the desktop row (the 2x variant serves dense phone screens). */
const TILE = 384;

/** Tiles held in place while the campaigns load: one desktop row, two rows on a phone. */
export const CAMPAIGN_TILE_SKELETONS = 4;

/** Campaign tiles of the home page (container 2); their place is kept while they load, so the grid below does not move. */
export const CampaignTiles = observer(function CampaignTiles() {
  const { content } = useStores();
  const t = useT();
  const loaded = content.isLoaded(BannerContainer.HomeCampaigns);
  const tiles = promotionsOf(content.banners(BannerContainer.HomeCampaigns), 'home_campaign');
  // No campaigns, or they could not be read: no section (the home page stands without it).
  if ((loaded && !tiles.length) || (!loaded && content.error)) return null;
  return (
    <section className="home-section" aria-labelledby="home-campaigns">
      <h2 id="home-campaigns" className="section-title">{t('home.campaigns')}</h2>
      <ul className="campaign-tiles" aria-busy={!loaded} data-testid="campaign-tiles">
        {loaded
          ? tiles.map(({ item, promotion }) => <CampaignTile key={promotion.slot} tile={item} promotion={promotion} />)
          : Array.from({ length: CAMPAIGN_TILE_SKELETONS }, (_, index) => <CampaignTileSkeleton key={index} />)}
      </ul>
    </section>
  );
});

/** A tile's image square and title line, empty. */
function CampaignTileSkeleton() {
  return (
    <li className="campaign-tile campaign-tile--skeleton" aria-hidden="true">
      <span className="campaign-tile__image-skeleton" />
      <span className="campaign-tile__title">{'\u00a0'}</span>
    </li>
  );
}

/** One tile: view_promotion once it is 10% visible (S9.12), select_promotion on a click. */
function CampaignTile({ tile, promotion }: { tile: MediaItem; promotion: AnalyticsPromotion }) {
  const holder = useRef<HTMLLIElement>(null);
  useVisibilityOnce(holder, ANALYTICS_VISIBILITY, () => trackEcommerce('view_promotion', () => promotionPayload(promotion)));
  return (
    <li ref={holder} className={`campaign-tile ${tile.ClassName ?? ''}`}>
      <Link to={tile.Link ?? '/'} onClick={() => trackEcommerce('select_promotion', () => promotionPayload(promotion))}>
        <LazyImage src={tile.MobileImage} alt="" width={TILE} height={TILE} />
        <span className="campaign-tile__title">{tile.Title}</span>
      </Link>
    </li>
  );
}

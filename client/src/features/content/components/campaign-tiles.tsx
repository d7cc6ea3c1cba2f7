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

/** Campaign tiles of the home page (container 2). */
export const CampaignTiles = observer(function CampaignTiles() {
  const { content } = useStores();
  const t = useT();
  const tiles = promotionsOf(content.banners(BannerContainer.HomeCampaigns), 'home_campaign');
  if (!tiles.length) return null;
  return (
    <section className="home-section" aria-labelledby="home-campaigns">
      <h2 id="home-campaigns" className="section-title">{t('home.campaigns')}</h2>
      <ul className="campaign-tiles">
        {tiles.map(({ item, promotion }) => <CampaignTile key={promotion.slot} tile={item} promotion={promotion} />)}
      </ul>
    </section>
  );
});

/** One tile: view_promotion once it is 10% visible (S9.12), select_promotion on a click. */
function CampaignTile({ tile, promotion }: { tile: MediaItem; promotion: AnalyticsPromotion }) {
  const holder = useRef<HTMLLIElement>(null);
  useVisibilityOnce(holder, ANALYTICS_VISIBILITY, () => trackEcommerce('view_promotion', () => promotionPayload(promotion)));
  return (
    <li ref={holder} className={`campaign-tile ${tile.ClassName ?? ''}`}>
      <Link to={tile.Link ?? '/'} onClick={() => trackEcommerce('select_promotion', () => promotionPayload(promotion))}>
        <LazyImage src={tile.MobileImage} alt="" width={768} height={768} />
        <span className="campaign-tile__title">{tile.Title}</span>
      </Link>
    </li>
  );
}

import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { BannerContainer } from '../../../../../contracts/enums';
import { LazyImage } from '../../../components/lazy-image';
import { useStores, useT } from '../../../stores/use-stores';

/** Campaign tiles of the home page (container 2). */
export const CampaignTiles = observer(function CampaignTiles() {
  const { content } = useStores();
  const t = useT();
  const tiles = content.banners(BannerContainer.HomeCampaigns).flatMap((banner) => banner.extensionData.MediaItems ?? []);
  if (!tiles.length) return null;
  return (
    <section className="home-section" aria-labelledby="home-campaigns">
      <h2 id="home-campaigns" className="section-title">{t('home.campaigns')}</h2>
      <ul className="campaign-tiles">
        {tiles.map((tile) => (
          <li key={tile.DesktopImage} className={`campaign-tile ${tile.ClassName ?? ''}`}>
            <Link to={tile.Link ?? '/'}>
              <LazyImage src={tile.MobileImage} alt="" width={768} height={768} />
              <span className="campaign-tile__title">{tile.Title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
});

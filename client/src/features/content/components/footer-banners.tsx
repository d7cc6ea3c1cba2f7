import { observer } from 'mobx-react-lite';
import { BannerContainer } from '../../../../../contracts/enums';
import { useStores, useT } from '../../../stores/use-stores';

/** Footer feature icons (container 13: name, description, image). */
export const FooterFeatures = observer(function FooterFeatures() {
  const { content } = useStores();
  const features = content.banners(BannerContainer.FooterFeatureIcons);
  if (!features.length) return null;
  return (
    <ul className="footer-features">
      {features.map((feature) => (
        <li key={feature.id} className="footer-feature">
          {feature.imageLink ? <img src={feature.imageLink} alt="" width={40} height={40} loading="lazy" /> : null}
          <strong>{feature.name}</strong>
          {feature.description ? <span>{feature.description}</span> : null}
        </li>
      ))}
    </ul>
  );
});

/** Social links (container 14: name, image, target). */
export const SocialLinks = observer(function SocialLinks() {
  const { content } = useStores();
  const t = useT();
  const links = content.banners(BannerContainer.SocialLinks);
  if (!links.length) return null;
  return (
    <nav aria-label={t('footer.social')}>
      <ul className="social-links">
        {links.map((link) => (
          <li key={link.id}>
            {/* An icon alone names nothing: the label says whose page it is and that it opens apart, in the page's language. */}
            <a href={link.targetLink} target="_blank" rel="noopener noreferrer" aria-label={t('footer.socialLink', { name: link.name })}>
              {link.imageLink ? <img src={link.imageLink} alt="" width={28} height={28} loading="lazy" /> : link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});

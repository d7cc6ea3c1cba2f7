import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { FooterFeatures, SocialLinks } from '../features/content/components/footer-banners';
import { pagePath } from '../lib/routes';
import { useStores, useT } from '../stores/use-stores';

// Formik and yup stay out of the first page load.
const NewsletterForm = lazy(() => import('../features/newsletter/components/newsletter-form'));

/** Footer (S1.05): feature icons, newsletter, order tracking, contact channels, service hours, social links. */
export const Footer = observer(function Footer() {
  const { ui } = useStores();
  const t = useT();
  return (
    <footer className="site-footer">
      <FooterFeatures />
      <div className="site-footer__columns">
        <section>
          <Suspense fallback={<div className="newsletter newsletter--loading" />}><NewsletterForm /></Suspense>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">{t('footer.contact')}</h2>
          <ul className="footer-list">
            <li>{t('footer.phone')}</li>
            <li>{t('footer.email')}</li>
            <li>{t('footer.whatsapp')}</li>
            <li data-testid="service-hours">{t('footer.serviceHours')}</li>
            <li><Link to={pagePath('orderTrack', ui.culture)} data-testid="order-tracking-link">{t('footer.orderTracking')}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer-title">{t('footer.social')}</h2>
          <SocialLinks />
        </section>
      </div>
      <p className="site-footer__rights">{t('footer.rights')}</p>
    </footer>
  );
});

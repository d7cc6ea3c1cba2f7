import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ScrollToTop } from '../components/scroll-to-top';
import { FooterFeatures, SocialLinks } from '../features/content/components/footer-banners';
import { FooterCategories, FooterLegalLinks } from '../features/content/components/footer-navigation';
import { CONTACT_CHANNELS } from '../features/content/contact-channels';
import { openConsentPreferences } from '../lib/consent';
import { pagePath } from '../lib/routes';
import { useStores, useT } from '../stores/use-stores';

// Formik and yup stay out of the first page load.
const NewsletterForm = lazy(() => import('../features/newsletter/components/newsletter-form'));

/**
 * Footer (S1.05, S9.10): feature icons (container 13), category columns, newsletter, contact
 * channels, service hours, order tracking, social links (container 14), tag-9 legal links; and
 * the scroll-to-top button (S2.17).
 */
export const Footer = observer(function Footer() {
  const { ui } = useStores();
  const t = useT();
  return (
    <footer className="site-footer">
      <FooterFeatures />
      <FooterCategories />
      <div className="site-footer__columns">
        <section>
          <Suspense fallback={<div className="newsletter newsletter--loading" />}><NewsletterForm /></Suspense>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">{t('footer.contact')}</h2>
          <ul className="footer-list" data-testid="contact-channels">
            <li><a href={CONTACT_CHANNELS.phone}>{t('footer.phone')}</a></li>
            <li><a href={CONTACT_CHANNELS.email}>{t('footer.email')}</a></li>
            <li><a href={CONTACT_CHANNELS.whatsapp} target="_blank" rel="noopener noreferrer">{t('footer.whatsapp')}</a></li>
            <li data-testid="service-hours">{t('footer.serviceHours')}</li>
            <li><Link to={pagePath('orderTrack', ui.culture)} data-testid="order-tracking-link">{t('footer.orderTracking')}</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="footer-title">{t('footer.social')}</h2>
          <SocialLinks />
        </section>
      </div>
      <div className="site-footer__bottom">
        <FooterLegalLinks />
        <button type="button" className="link-button site-footer__consent" onClick={openConsentPreferences}>{t('consent.preferences')}</button>
        <p className="site-footer__rights">{t('footer.rights')}</p>
      </div>
      <ScrollToTop label={t('scrollTop.label')} />
    </footer>
  );
});

import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { ScrollToTop } from '../components/scroll-to-top';
import { FooterFeatures, SocialLinks } from '../features/content/components/footer-banners';
import { FooterCategories, FooterLegalLinks } from '../features/content/components/footer-navigation';
import { CONTACT_CHANNELS } from '../features/content/contact-channels';
import { openConsentPreferences } from '../lib/consent';
import { pagePath } from '../lib/routes';
import { useNearViewport } from '../lib/use-near-viewport';
import { useStores, useT } from '../stores/use-stores';

// Formik and yup stay out of the page's load: fetched and drawn when the shopper scrolls near the
// form (their evaluation is one of the longest tasks of a phone's first seconds).
const NewsletterForm = lazy(() => import('../features/newsletter/components/newsletter-form'));
const NEWSLETTER_MARGIN = '400px';

/**
 * Footer (S1.05, S9.10): feature icons (container 13), category columns, newsletter, contact
 * channels, service hours, order tracking, social links (container 14), tag-9 legal links; and
 * the scroll-to-top button (S2.17).
 */
export const Footer = observer(function Footer() {
  const { ui } = useStores();
  const t = useT();
  const newsletter = useRef<HTMLElement>(null);
  const showNewsletter = useNearViewport(newsletter, NEWSLETTER_MARGIN);
  const newsletterPlace = <div className="newsletter newsletter--loading" />;
  return (
    <>
      <footer className="site-footer">
        <FooterFeatures />
        <FooterCategories />
        <div className="site-footer__columns">
          <section ref={newsletter}>
            {showNewsletter ? <Suspense fallback={newsletterPlace}><NewsletterForm /></Suspense> : newsletterPlace}
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
      </footer>
      {/* Beside the footer, not in it: the footer's content-visibility contains its layout, and a
          fixed button inside it was placed at the footer's foot, far below the screen (S2.17). */}
      <ScrollToTop label={t('scrollTop.label')} />
    </>
  );
});

import { useEffect, useState } from 'react';
import { onConsentPreferencesRequested, readConsent, saveConsent, type ConsentChoice } from '../lib/consent';
import { footStrip } from '../lib/foot-strips';
import { useT } from '../stores/use-stores';

/** The room the banner takes at the screen's foot: the compare bar stands above it. */
const bannerStrip = footStrip('--consent-banner-space', 'space');

/**
 * The KVKK/GDPR cookie banner: shown until the shopper chooses, again from the footer's
 * "cookie preferences" link. Not a modal, so the shop stays usable while it waits.
 */
export function ConsentBanner() {
  const t = useT();
  const [open, setOpen] = useState(() => readConsent() === null);

  useEffect(() => onConsentPreferencesRequested(() => setOpen(true)), []);

  if (!open) return null;
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setOpen(false);
  };
  return (
    <section ref={bannerStrip} className="consent-banner" role="region" aria-labelledby="consent-title" data-testid="consent-banner">
      <h2 id="consent-title" className="consent-banner__title">{t('consent.title')}</h2>
      <p className="consent-banner__text">{t('consent.text')}</p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--secondary" onClick={() => choose('denied')}>{t('consent.reject')}</button>
        <button type="button" className="button" onClick={() => choose('granted')}>{t('consent.accept')}</button>
      </div>
    </section>
  );
}

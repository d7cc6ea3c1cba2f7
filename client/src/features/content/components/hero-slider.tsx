import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BannerContainer } from '../../../../../contracts/enums';
import type { Banner, MediaItem } from '../../../../../contracts/banner/entities';
import { mobileSrcSet } from '../../../../../contracts/banner/media';
import { promotionPayload, trackEcommerce, type AnalyticsPromotion } from '../../../lib/analytics';
import { DESKTOP_MIN_WIDTH } from '../../../lib/breakpoints';
import { ANALYTICS_VISIBILITY, useVisibilityOnce } from '../../../lib/use-visibility-once';
import { useStores, useT } from '../../../stores/use-stores';

/** A banner's media items with the promotion each one is in analytics; `slot` names the place, e.g. home_hero. */
export function promotionsOf(banners: Banner[], slot: string): { item: MediaItem; promotion: AnalyticsPromotion }[] {
  return banners
    .flatMap((banner) => (banner.extensionData.MediaItems ?? []).map((item) => ({ banner, item })))
    .map(({ banner, item }, index) => ({ item, promotion: { id: banner.key, name: item.Title, creative: item.DesktopImage, slot: `${slot}_${index + 1}` } }));
}

/** How long a slide stays before the next one (WCAG 2.2.2: the shopper can pause it). */
export const HERO_INTERVAL_MS = 6000;

/** The page's tab is in view: slides do not turn while nobody can see them. */
function useTabVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The home hero slider from media items (S3.20): the desktop image from 1025 px (S9.04), the
 * mobile image below, with its retina variant for 2x screens. Each slide sends view_promotion
 * the first time it is shown while the slider is 10% visible (S9.12), select_promotion on a click.
 * It turns to the next slide by itself (issue 16 item 11), except while the pointer or the focus
 * is on it, while its tab is hidden, after the shopper pressed pause, and for a shopper who asked
 * for reduced motion (the play button starts it then).
 */
export const HeroSlider = observer(function HeroSlider() {
  const { content } = useStores();
  const t = useT();
  const slides = promotionsOf(content.banners(BannerContainer.HomeSlider), 'home_hero');
  const [current, setCurrent] = useState(0);
  const [seen, setSeen] = useState(false);
  const [playing, setPlaying] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const tabVisible = useTabVisible();
  const section = useRef<HTMLElement>(null);
  const reported = useRef(new Set<string>());
  const active = Math.min(current, Math.max(0, slides.length - 1));
  useVisibilityOnce(section, ANALYTICS_VISIBILITY, () => setSeen(true), slides.length > 0);

  // A slide's promotion is reported once, when it is first seen: keyed by its slot, not the object.
  const shown = useRef(slides[active]?.promotion);
  shown.current = slides[active]?.promotion;
  const shownSlot = shown.current?.slot;
  useEffect(() => {
    const promotion = shown.current;
    if (!seen || !promotion || reported.current.has(promotion.slot)) return;
    reported.current.add(promotion.slot);
    trackEcommerce('view_promotion', () => promotionPayload(promotion));
  }, [seen, shownSlot]);

  // A timer per shown slide: choosing a slide by its dot gives it the whole interval.
  const running = playing && !pointer && !focus && tabVisible && slides.length > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % slides.length), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [running, active, slides.length]);

  // The hero's box is there before its banners, so nothing below moves when they arrive.
  if (!slides.length) return <div className="hero hero--empty" aria-hidden="true" aria-busy={!content.isLoaded(BannerContainer.HomeSlider) && !content.error} />;
  return (
    <section
      ref={section} className="hero" aria-roledescription="carousel" aria-label={t('home.heroLabel')} data-testid="hero" data-playing={running}
      // Announced as it changes only when the shopper changes it (the ARIA carousel pattern).
      aria-live={running ? 'off' : 'polite'}
      onMouseEnter={() => setPointer(true)} onMouseLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)} onBlur={(event) => setFocus(section.current?.contains(event.relatedTarget) ?? false)}
    >
      {slides.map(({ item: slide, promotion }, index) => (
        <Link
          key={promotion.slot} to={slide.Link ?? '/'} className={`hero__slide ${slide.ClassName ?? ''}`} hidden={index !== active} aria-label={slide.Title}
          onClick={() => trackEcommerce('select_promotion', () => promotionPayload(promotion))}
        >
          <picture>
            <source media={`(min-width: ${DESKTOP_MIN_WIDTH}px)`} srcSet={slide.DesktopImage} />
            <source srcSet={mobileSrcSet(slide)} />
            <img src={slide.DesktopImage} alt="" width={1920} height={600} fetchPriority={index === 0 ? 'high' : 'low'} loading={index === 0 ? 'eager' : 'lazy'} />
          </picture>
          <span className="hero__title">{slide.Title}</span>
        </Link>
      ))}
      {slides.length > 1 ? (
        <button type="button" className={`hero__toggle${playing ? '' : ' hero__toggle--paused'}`} aria-label={t(playing ? 'home.heroPause' : 'home.heroPlay')} onClick={() => setPlaying(!playing)} />
      ) : null}
      <div className="hero__dots">
        {slides.map(({ item: slide, promotion }, index) => (
          <button key={promotion.slot} type="button" className="hero__dot" aria-label={slide.Title} aria-current={index === active} onClick={() => setCurrent(index)} />
        ))}
      </div>
    </section>
  );
});

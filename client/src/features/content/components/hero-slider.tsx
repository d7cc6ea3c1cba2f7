import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { BannerContainer } from '../../../../../contracts/enums';
import { DESKTOP_MIN_WIDTH } from '../../../lib/breakpoints';
import { useStores, useT } from '../../../stores/use-stores';

/** The home hero slider from media items (DesktopImage, MobileImage, MobileRetina). */
export const HeroSlider = observer(function HeroSlider() {
  const { content } = useStores();
  const t = useT();
  const slides = content.banners(BannerContainer.HomeSlider).flatMap((banner) => banner.extensionData.MediaItems ?? []);
  const [current, setCurrent] = useState(0);
  if (!slides.length) return <div className="hero hero--empty" aria-hidden="true" />;
  const active = Math.min(current, slides.length - 1);
  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t('home.heroLabel')}>
      {slides.map((slide, index) => (
        <Link key={slide.DesktopImage} to={slide.Link ?? '/'} className={`hero__slide ${slide.ClassName ?? ''}`} hidden={index !== active} aria-label={slide.Title}>
          <picture>
            <source media={`(min-width: ${DESKTOP_MIN_WIDTH}px)`} srcSet={slide.DesktopImage} />
            <source srcSet={`${slide.MobileImage} 1x${slide.MobileRetina ? `, ${slide.MobileRetina} 2x` : ''}`} />
            <img src={slide.DesktopImage} alt="" width={1920} height={600} fetchPriority={index === 0 ? 'high' : 'low'} />
          </picture>
          <span className="hero__title">{slide.Title}</span>
        </Link>
      ))}
      <div className="hero__dots">
        {slides.map((slide, index) => (
          <button key={slide.DesktopImage} type="button" className="hero__dot" aria-label={slide.Title} aria-current={index === active} onClick={() => setCurrent(index)} />
        ))}
      </div>
    </section>
  );
});

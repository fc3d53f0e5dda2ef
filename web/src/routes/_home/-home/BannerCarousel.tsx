import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { bannerTarget } from './banner-jump';
import type { HomeBanner } from './home-data';

const SLIDE_INTERVAL_MS = 5_000;

export function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) {
    return (
      <div className="carousel carousel--empty" data-testid="banner-carousel">
        足球直播 · NBA直播 · 篮球直播
      </div>
    );
  }

  const shown = current < count ? current : 0;
  return (
    <div
      className="carousel"
      data-testid="banner-carousel"
      aria-roledescription="carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {banners.map((banner, index) => (
        <div
          key={banner.id}
          className={index === shown ? 'carousel__slide is-current' : 'carousel__slide'}
          aria-hidden={index !== shown}
        >
          <BannerJump banner={banner} focusable={index === shown}>
            {/* The first slide is the largest picture of the home page's first screen: it loads before the others. */}
            <img src={banner.image} alt={banner.title} fetchPriority={index === 0 ? 'high' : 'low'} />
            {banner.title && (
              <div className="carousel__caption">
                <div className="container">{banner.title}</div>
              </div>
            )}
          </BannerJump>
        </div>
      ))}
      {count > 1 && (
        <div className="carousel__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={index === shown ? 'carousel__dot is-current' : 'carousel__dot'}
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === shown}
              onClick={() => setCurrent(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function BannerJump({ banner, focusable, children }: { banner: HomeBanner; focusable: boolean; children: ReactNode }) {
  const target = bannerTarget(banner);
  const tabIndex = focusable ? undefined : -1;
  switch (target.kind) {
    case 'internal':
      return (
        <Link to={target.to} tabIndex={tabIndex} data-banner-jump="internal">
          {children}
        </Link>
      );
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex} data-banner-jump="external">
          {children}
        </a>
      );
    case 'none':
      return <div>{children}</div>;
  }
}

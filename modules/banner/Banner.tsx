// Seven banner layouts (schemas/modules/banner.schema.json). Carousel styles (1, 2, 4, 7) change slides on a
// timer unless the buyer prefers reduced motion; every style keeps the picture's 3:1 space so nothing shifts.
import { useEffect, useState } from 'react';
import type { BannerContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import './banner.css';

type Slide = BannerContent['slides'][number];

export default function Banner({ content }: ModuleProps<BannerContent>) {
  const s = useModuleServices();
  const { slides, style } = content;
  const carousel = [1, 2, 4, 7].includes(style) && slides.length > 1;
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const reduced = typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!carousel || content.autoplay === false || reduced) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % slides.length), content.intervalMs ?? 5000);
    return () => clearInterval(timer);
  }, [carousel, content.autoplay, content.intervalMs, slides.length]);

  const slideView = (slide: Slide, i: number, extra = '') =>
    frame(slide, i, `m-banner__slide ${extra}`, !carousel || i === current);

  if (!carousel) {
    const shown = style === 5 ? slides.slice(0, 3) : style === 6 ? slides.slice(0, 3) : slides.slice(0, 1);
    return <div className={`m-banner m-banner--${style}`}>{shown.map((slide, i) => slideView(slide, i))}</div>;
  }
  return (
    <div className={`m-banner m-banner--${style}`} aria-roledescription="carousel">
      <div
        className="m-banner__track"
        style={style === 4 ? { transform: `translateX(calc(${current} * -88% * var(--dir, 1)))` } : undefined}
      >
        {slides.map((slide, i) => slideView(slide, i, i === current ? 'is-current' : ''))}
      </div>
      {style === 2 ? (
        <div className="m-banner__thumbs">
          {slides.map((slide, i) => (
            <button
              key={i}
              type="button"
              aria-label={`${i + 1} / ${slides.length}`}
              aria-current={i === current}
              onClick={() => setCurrent(i)}
            >
              <img src={slide.image} alt="" width={120} height={40} loading="lazy" />
            </button>
          ))}
        </div>
      ) : (
        <div className="m-banner__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`${i + 1} / ${slides.length}`}
              aria-current={i === current}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      )}
    </div>
  );

  function frame(slide: Slide, key: number, className: string, active: boolean) {
    const title = s.text(slide.title);
    const subtitle = s.text(slide.subtitle);
    const inner = (
      <>
        <img
          src={slide.image}
          alt={title}
          width={1440}
          height={480}
          loading={active ? 'eager' : 'lazy'}
          // The first picture shown is usually the page's largest paint (issue 29): fetched ahead of the cards.
          fetchPriority={active && key === 0 ? 'high' : 'auto'}
        />
        {(title || subtitle) && (
          <span className="m-banner__caption">
            {title && <strong dir="auto">{title}</strong>}
            {subtitle && <span dir="auto">{subtitle}</span>}
          </span>
        )}
      </>
    );
    return slide.link ? (
      <s.Link key={key} link={slide.link} className={className}>
        {inner}
      </s.Link>
    ) : (
      <span key={key} className={className}>
        {inner}
      </span>
    );
  }
}

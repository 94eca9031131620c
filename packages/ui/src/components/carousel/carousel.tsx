import { CONSTANTS } from "@taxlearn/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { UI_TEXT } from "../../ui.messages";
import { LazyImage } from "../lazy-image";
import { Link } from "../link";
import * as styles from "./carousel.css";
import { swipeStep } from "./carousel-swipe";

export interface CarouselSlide {
  id: string;
  image: string;
  alt: string;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Image aspect (pixels of the source design); the carousel fills its parent's width. */
  width: number;
  height: number;
  interval?: number;
  autoplay?: boolean;
  /** Each slide's page: a slide with one is a real link (its plain click goes through the app's router). */
  slideHref?: (slide: CarouselSlide) => string;
}

/**
 * The home banner (spec §9: 3000 ms interval, 300 ms arrow throttle): auto-advancing slides, paused while hovered,
 * focused or touched, with arrows (hidden on touch screens, which swipe instead) and dots.
 */
export function Carousel({
  slides,
  width,
  height,
  interval = CONSTANTS.carouselIntervalMs,
  autoplay = true,
  slideHref,
}: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const lastArrowAt = useRef(Number.NEGATIVE_INFINITY);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;

  const go = useCallback((index: number) => setCurrent(((index % count) + count) % count), [count]);

  useEffect(() => {
    if (!autoplay || paused || count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), interval);
    return () => clearInterval(timer);
  }, [autoplay, paused, count, interval]);

  useEffect(() => {
    if (current >= count && count > 0) setCurrent(0);
  }, [current, count]);

  function step(delta: number) {
    const now = Date.now();
    if (now - lastArrowAt.current < CONSTANTS.carouselThrottleMs) return;
    lastArrowAt.current = now;
    go(current + delta);
  }

  if (count === 0) return null;

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={UI_TEXT.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        setPaused(true);
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        setPaused(false);
        if (!start || !touch || count < 2) return;
        const delta = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
        if (delta !== 0) step(delta);
      }}
      // the browser took the gesture over (a page scroll): no swipe, and the slides go on
      onTouchCancel={() => {
        touchStart.current = null;
        setPaused(false);
      }}
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={paused ? "polite" : "off"}
      >
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is an ARIA group (APG carousel pattern), not a form fieldset
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={UI_TEXT.slide(index + 1, count)}
            aria-hidden={index !== current}
          >
            {slideHref ? (
              <Link
                className={styles.slideButton}
                href={slideHref(slide)}
                tabIndex={index === current ? 0 : -1}
                aria-label={slide.alt}
              >
                <LazyImage src={slide.image} alt="" width={width} height={height} fill priority={index === 0} />
              </Link>
            ) : (
              <LazyImage src={slide.image} alt={slide.alt} width={width} height={height} fill priority={index === 0} />
            )}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={styles.arrow({ side: "previous" })}
            aria-label={UI_TEXT.previousSlide}
            onClick={() => step(-1)}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className={styles.arrow({ side: "next" })}
            aria-label={UI_TEXT.nextSlide}
            onClick={() => step(1)}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot({ active: index === current })}
                aria-label={UI_TEXT.slide(index + 1, count)}
                aria-current={index === current || undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import './carousel.css';

export interface CarouselProps {
  slides: ReactNode[];
  /** Auto-advance period in ms (reviews: 3000); 0 turns autoplay off. */
  interval?: number;
  label: string;
  className?: string;
  onIndexChange?: (index: number) => void;
}

/**
 * Swipeable slides with bullets. Autoplay advances one slide per interval and wraps; a tap on a
 * bullet jumps there and restarts the timer; it stops when unmounted or while the page is hidden.
 */
export function Carousel({ slides, interval = 0, label, className = '', onIndexChange }: CarouselProps) {
  const { t } = useLingui();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [timerKey, setTimerKey] = useState(0);

  const go = useCallback((i: number) => {
    const el = track.current?.children[i] as HTMLElement | undefined;
    if (el && track.current) track.current.scrollTo({ left: el.offsetLeft, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    const root = track.current;
    if (!root) return;
    // |scrollLeft| works for both directions (RTL scrolls negative in Chromium and Firefox).
    const onScroll = () => {
      const width = root.clientWidth || 1;
      setIndex(Math.min(slides.length - 1, Math.max(0, Math.round(Math.abs(root.scrollLeft) / width))));
    };
    root.addEventListener('scroll', onScroll, { passive: true });
    return () => root.removeEventListener('scroll', onScroll);
  }, [slides.length]);

  useEffect(() => onIndexChange?.(index), [index, onIndexChange]);

  // timerKey restarts the timer after a bullet tap even when the index stays the same.
  useEffect(() => {
    if (!interval || slides.length < 2) return;
    const id = setTimeout(() => {
      if (document.visibilityState === 'visible') go((index + 1) % slides.length);
      else setTimerKey((k) => k + 1);
    }, interval);
    return () => clearTimeout(id);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- see the comment above the effect
  }, [index, interval, slides.length, go, timerKey]);

  return (
    <div className={`carousel ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__track" ref={track}>
        {slides.map((slide, i) => (
          <div className="carousel__slide" key={i} aria-hidden={i !== index}>
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="carousel__bullets">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`carousel__bullet${i === index ? ' is-active' : ''}`}
              aria-label={t`Slide ${i + 1}`}
              aria-current={i === index}
              onClick={() => {
                go(i);
                setTimerKey((k) => k + 1);
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}

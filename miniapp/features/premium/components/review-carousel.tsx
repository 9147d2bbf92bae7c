import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/constants.js';
import { useReviews } from '../api/reviews.js';
import { Carousel } from '../../../ui/carousel.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { quoted } from '../../../i18n/quote-marks.js';
import { Stars } from './stars.js';
import { textDir } from '../../../i18n/text-direction.js';

/**
 * Reviews rated 5, one at a time: advances every 3000 ms, wraps, stops when the page goes;
 * tapping a bullet jumps there and restarts the timer (ui/Carousel).
 */
export function ReviewCarousel() {
  const { t, i18n } = useLingui();
  const reviews = useReviews();
  if (reviews && !reviews.length) return null;
  return (
    <section className="pp-section" aria-labelledby="pp-reviews-title" data-testid="review-carousel">
      <h2 className="pp-section__title" id="pp-reviews-title">
        <Trans>What members say</Trans>
      </h2>
      {!reviews ? (
        <Skeleton className="pp-review-skeleton" />
      ) : (
        <Carousel
          className="pp-reviews"
          label={t`Member reviews`}
          interval={limits.carouselMs}
          slides={reviews.map((r) => (
            <figure className="pp-review" key={r.id} data-testid="review">
              <Stars rating={r.rating} />
              <blockquote className="pp-review__text" dir={textDir(r.content, i18n.locale)}>
                {quoted(r.content, i18n.locale)}
              </blockquote>
              <figcaption className="pp-review__author">
                <span className="pp-review__avatar" aria-hidden="true">
                  {r.author.slice(0, 1)}
                </span>
                {/* Isolated: "Jake M." keeps its full stop at its end inside Arabic text. */}
                <bdi>{r.author}</bdi>
              </figcaption>
            </figure>
          ))}
        />
      )}
    </section>
  );
}

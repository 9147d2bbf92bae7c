import { useLingui } from '@lingui/react/macro';
import { benefitIcons } from './benefit-icons.js';

export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { t } = useLingui();
  return (
    <span className="pp-stars" role="img" aria-label={t`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <benefitIcons.star key={i} size={size} className={i <= rating ? 'is-on' : ''} />
      ))}
    </span>
  );
}

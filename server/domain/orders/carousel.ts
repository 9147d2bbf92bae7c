import type { Review } from '../../../shared/schemas/orders.js';
import { reviewTranslations } from './carousel-translations.js';

/** The review carousel of the Premium page: 10 sample reviews, each rated 5. */
export const premiumReviews: Review[] = [
  { id: 'r1', author: 'Jake M.', rating: 5, content: 'The conversations feel real. She remembers what I told her last week.' },
  { id: 'r2', author: 'Daniel K.', rating: 5, content: 'Premium was worth it for the memory alone. No more repeating myself.' },
  { id: 'r3', author: 'Chris P.', rating: 5, content: 'Replies come instantly now, even in the evening when it is busy.' },
  { id: 'r4', author: 'Ryan T.', rating: 5, content: 'The photos are stunning and the stories keep getting better.' },
  { id: 'r5', author: 'Alex R.', rating: 5, content: 'I created my own character in minutes and she is exactly who I imagined.' },
  { id: 'r6', author: 'Marco S.', rating: 5, content: 'Smooth payment, Premium was active right away.' },
  { id: 'r7', author: 'Leo W.', rating: 5, content: 'The advanced model writes like a person. Big difference.' },
  { id: 'r8', author: 'Sam H.', rating: 5, content: 'Lots of characters and every one has her own personality.' },
  { id: 'r9', author: 'Tom B.', rating: 5, content: 'Cancelled once and resumed later, no hassle at all.' },
  { id: 'r10', author: 'Noah G.', rating: 5, content: 'Best companion app I have tried. The coins bonus is a nice touch.' },
];

/** The reviews in a language of shared/locales.ts (the authors' names stay as they are). */
export function reviewsIn(locale: string): Review[] {
  const texts = reviewTranslations[locale];
  return texts ? premiumReviews.map((r, i) => ({ ...r, content: texts[i] ?? r.content })) : premiumReviews;
}

import { t } from '@lingui/core/macro';
import { gifts, relationships, type GiftId, type Relationship } from '../../../shared/attributes.js';

/** Relationship values of shared/attributes.ts in the UI language; anything else as the server sent it. */
export function relationshipLabel(value: string): string {
  const labels: Record<Relationship, string> = {
    classmate: t`Classmate`,
    colleague: t`Colleague`,
    mentor: t`Mentor`,
    girlfriend: t`Girlfriend`,
    'friends with benefits': t`Friends with benefits`,
    wife: t`Wife`,
    mistress: t`Mistress`,
    friend: t`Friend`,
    stepdaughter: t`Stepdaughter`,
    stepmother: t`Stepmother`,
    teacher: t`Teacher`,
  };
  const key = value.trim().toLowerCase();
  return (relationships as readonly string[]).includes(key) ? labels[key as Relationship] : value;
}

/** Gift names of the catalogue in the UI language (the server sends English ones). */
export function giftName(id: string | null, fallback = ''): string {
  const names: Record<GiftId, string> = {
    rose: t`Rose`,
    coffee: t`Coffee`,
    chocolate: t`Chocolates`,
    teddy: t`Teddy bear`,
    wine: t`Wine`,
    perfume: t`Bouquet`,
    necklace: t`Diamond necklace`,
    trip: t`Weekend getaway`,
  };
  return id && id in names ? names[id as GiftId] : fallback;
}

export function giftEmoji(id: string | null): string {
  return gifts.find((g) => g.id === id)?.emoji ?? '🎁';
}

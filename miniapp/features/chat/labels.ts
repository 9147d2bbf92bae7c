import { t } from '@lingui/core/macro';
import { gifts, relationships, type GiftId, type Relationship } from '../../../shared/attributes.js';
import { relationshipLabel as attributeRelationshipLabel } from '../../i18n/attribute-labels.js';

/** Relationship values of shared/attributes.ts in the UI language; anything else as the server sent it. */
export function relationshipLabel(value: string): string {
  const key = value.trim().toLowerCase();
  return (relationships as readonly string[]).includes(key) ? attributeRelationshipLabel(key as Relationship) : value;
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

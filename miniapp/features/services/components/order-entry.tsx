import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { CharacterDetail } from '../../../../shared/schemas/character.js';
import { useProfile } from '../../../state/profile.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { SparkIcon } from '../../../ui/icons.js';
import '../services.css';

/** On a published character's page: order a custom piece from her creator (not from your own). */
export function OrderPieceEntry({ character }: { character: CharacterDetail }) {
  const profile = useProfile();
  const to = useLocalePath();
  if (!character.ownerId || character.ownerId === profile?.id) return null;
  return (
    <Link href={to(`/services/order/${encodeURIComponent(character.id)}`)} className="services__entry" data-testid="order-piece">
      <SparkIcon size={20} />
      <span>
        <b>
          <Trans>Order a custom piece</Trans>
        </b>
        <span className="muted">
          <Trans>A story or a photo set made for you by her creator</Trans>
        </span>
      </span>
    </Link>
  );
}

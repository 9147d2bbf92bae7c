import { useLingui } from '@lingui/react/macro';
import { HeartIcon } from '../../../ui/icons.js';
import { useRelationship, useRelationshipChange } from '../api/memory.js';
import { stageLabel } from '../memory-labels.js';

/**
 * The header's relationship chip, in place of her relationship type: stage and affection, and
 * right after a turn moved it, the change (+N), which fades out by itself (CSS).
 */
export function RelationshipChip({ sessionId, fallback }: { sessionId: string; fallback: string }) {
  const { t } = useLingui();
  const r = useRelationship(sessionId).data;
  const change = useRelationshipChange(sessionId);
  // Until it loads (or if it cannot), her relationship type as before.
  if (!r) return fallback ? <span>{fallback}</span> : null;
  const stage = stageLabel(r.stage);
  const affection = r.affection;
  return (
    <span className="rel-chip" data-testid="relationship-chip" data-stage={r.stage} title={t`${stage}, affection ${affection}/100`}>
      <HeartIcon size={11} />
      <span className="rel-chip__stage">{stage}</span>
      <span className="rel-chip__value num">{affection}</span>
      {change && change.delta > 0 && (
        <span key={change.at} className="rel-chip__delta num" dir="ltr" data-testid="relationship-delta">
          +{change.delta}
        </span>
      )}
    </span>
  );
}

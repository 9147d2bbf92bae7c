import { useLingui } from '@lingui/react/macro';
import { HeartIcon } from '../../../ui/icons.js';
import { SignedAmount } from '../../../ui/signed-amount.js';
import { useRelationship, useRelationshipChange } from '../api/memory.js';
import { stageLabel } from '../memory-labels.js';

/**
 * The header's relationship chip, in place of her relationship type: stage and affection, and
 * right after a turn moved it, the change (+N), which fades out by itself (CSS). `compact` (a
 * story's chat, whose title shares the line) leaves the stage to its tooltip and the memory sheet.
 */
export function RelationshipChip({ sessionId, fallback, compact = false }: { sessionId: string; fallback: string; compact?: boolean }) {
  const { t } = useLingui();
  const r = useRelationship(sessionId).data;
  const change = useRelationshipChange(sessionId);
  // Until it loads (or if it cannot), her relationship type as before.
  if (!r) return fallback ? <span>{fallback}</span> : null;
  const stage = stageLabel(r.stage);
  const affection = r.affection;
  const label = t`${stage}, affection ${affection}/100`;
  return (
    <span className="rel-chip" data-testid="relationship-chip" data-stage={r.stage} title={label} aria-label={compact ? label : undefined}>
      <HeartIcon size={11} />
      {!compact && <span className="rel-chip__stage">{stage}</span>}
      <span className="rel-chip__value num">{affection}</span>
      {change && change.delta > 0 && (
        <SignedAmount key={change.at} value={change.delta} className="rel-chip__delta" testId="relationship-delta" />
      )}
    </span>
  );
}

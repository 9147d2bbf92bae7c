import { limits } from '../../../../shared/constants.js';
import type { VipPlan } from '../../../../shared/schemas/config.js';
import { Countdown, formatClock, useSecondsLeft } from '../../../ui/countdown.js';

/**
 * The 10-minute discount countdown, counting to the end of the server's discount window
 * (`discountExpireTime`, the earliest among the shown plans). The plan list is asked again when it
 * ends (vipPlansQuery), the new window restarts the clock at 9:59. Without a timed discount it
 * runs the spec's looping 10:00.
 */
export function DiscountClock({ plans, className = '' }: { plans: readonly VipPlan[]; className?: string }) {
  const ends = plans.map((p) => p.discountExpireTime).filter((t) => t > 0);
  const endAt = ends.length ? Math.min(...ends) : null;
  const left = useSecondsLeft(endAt);
  if (!endAt) return <Countdown seconds={limits.discountCountdownS} loop className={className} />;
  return (
    <span className={`num ${className}`} role="timer" data-ends={endAt}>
      {formatClock(Math.min(left, limits.discountCountdownS - 1))}
    </span>
  );
}

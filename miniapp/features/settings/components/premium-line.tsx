import { Trans } from '@lingui/react/macro';
import { dateFormat } from '../../../i18n/date-format.js';
import { isLifetime } from '../../../../shared/constants.js';
import type { Profile } from '../../../../shared/schemas/user.js';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../../../state/locale.js';

/** "Lifetime Premium", "Premium until {date}" or "Free plan". */
export function PremiumLine({ profile }: { profile: Profile }) {
  const locale = useAtomValue(localeAtom);
  if (!profile.isVip) return <Trans>Free plan</Trans>;
  if (isLifetime(profile.vipExpireAt)) return <Trans>Lifetime Premium</Trans>;
  const date = dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(profile.vipExpireAt);
  return <Trans>Premium until {date}</Trans>;
}

import { useLingui } from '@lingui/react/macro';
import { neutralNickCode } from '../../shared/nick.js';

/**
 * An account's nick as the page shows it: the placeholder an email or phone sign-in gets
 * ("User AB12") in the page's language, any chosen name as it is.
 */
export function useShownNick(): (nick: string) => string {
  const { t } = useLingui();
  return (nick) => {
    const code = neutralNickCode(nick);
    return code ? t`User ${code}` : nick;
  };
}

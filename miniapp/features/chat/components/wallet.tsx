import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { profileAtom } from '../../../state/profile.js';
import { BoltIcon, CoinIcon } from '../../../ui/icons.js';

/** Energy ⚡ and coins, updated from every `done` of a reply. */
export function Wallet({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const profile = useAtomValue(profileAtom);
  const energy = profile ? String(profile.energy) : '–';
  const coins = profile ? String(profile.goldBalance) : '–';
  return (
    <span className={`chat-wallet${compact ? ' chat-wallet--compact' : ''}`} role="group" aria-label={t`Your balance`}>
      <span className="chat-wallet__item chat-wallet__item--energy" title={t`Energy`} data-testid="chat-energy">
        <BoltIcon size={14} />
        <span className="num">{energy}</span>
      </span>
      <span className="chat-wallet__item chat-wallet__item--coins" title={t`Coins`} data-testid="chat-coins">
        <CoinIcon size={14} />
        <span className="num">{coins}</span>
      </span>
    </span>
  );
}

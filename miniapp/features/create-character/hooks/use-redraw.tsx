import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError } from '../../../api/client.js';
import { profileAtom, refreshProfileAtom } from '../../../state/profile.js';
import { showToastAtom } from '../../../state/toasts.js';
import { useRebuildCharacter } from '../api/rebuild-character.js';
import { CoinsSheet } from '../components/coins-sheet.js';

/**
 * Draw a character's pictures again for `price` coins (refunded if drawing fails); her detail and
 * the list poll again by themselves. Too few coins opens the coins sheet, which the caller
 * renders; other failures are a toast.
 */
export function useRedraw(price: number) {
  const { t } = useLingui();
  const profile = useAtomValue(profileAtom);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  const toast = useSetAtom(showToastAtom);
  const rebuild = useRebuildCharacter();
  const [coinsOpen, setCoinsOpen] = useState(false);

  const redraw = async (id: string) => {
    try {
      await rebuild.mutateAsync(id);
      void refreshProfile();
    } catch (e) {
      const code = e instanceof ApiError ? e.code : -1;
      if (code === ErrorCode.notEnoughCoins) setCoinsOpen(true);
      else toast({ text: e instanceof Error ? e.message : t`Unknown error, please try again`, tone: 'error' });
    }
  };

  const coinsSheet = (
    <CoinsSheet
      open={coinsOpen}
      onClose={() => setCoinsOpen(false)}
      price={price}
      balance={profile?.goldBalance ?? 0}
      offerPremium={false}
      reason={<Trans>Drawing her again costs {price} coins.</Trans>}
    />
  );
  const redrawing = rebuild.isPending ? rebuild.variables : null;
  return { redraw, redrawing, coinsSheet };
}

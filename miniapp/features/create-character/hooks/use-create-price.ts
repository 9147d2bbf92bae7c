import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { CUSTOM_CHARACTER_PRICE } from '../../../../shared/schemas/custom-character.js';
import { fetchMyCharacters } from '../../../api/custom-character.js';
import { isLoggedInAtom, tokenAtom } from '../../../state/session.js';

export interface CreatePrice {
  price: number;
  memberFreeAvailable: boolean;
  loaded: boolean;
}

/** What the next creation costs this user: 100 coins, or the Premium free template creation. */
export function useCreatePrice(): CreatePrice {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const [state, setState] = useState<CreatePrice>({ price: CUSTOM_CHARACTER_PRICE, memberFreeAvailable: false, loaded: false });
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    fetchMyCharacters(1, 1, { silent: true })
      .then((r) => live && setState({ price: r.createPrice, memberFreeAvailable: r.memberFreeAvailable, loaded: true }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- another account (`token`) has its own price
  }, [loggedIn, token]);
  return state;
}

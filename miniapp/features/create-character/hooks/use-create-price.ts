import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { CUSTOM_CHARACTER_PRICE } from '../../../../shared/schemas/custom-character.js';
import { tokenAtom } from '../../../state/session.js';
import { myCharactersQuery, type MyCharacters } from '../api/my-characters.js';

export interface CreatePrice {
  price: number;
  memberFreeAvailable: boolean;
}

const priceOf = (r: MyCharacters): CreatePrice => ({ price: r.createPrice, memberFreeAvailable: r.memberFreeAvailable });
const unknownYet: CreatePrice = { price: CUSTOM_CHARACTER_PRICE, memberFreeAvailable: false };

/** What the next creation costs this user: 100 coins, or the Premium free template creation (from the list call). */
export function useCreatePrice(): CreatePrice {
  const token = useAtomValue(tokenAtom);
  // The wizard only reads the price: it does not keep the list polling while she is drawn.
  const { data } = useQuery({ ...myCharactersQuery(token), enabled: token !== '', select: priceOf, refetchInterval: false });
  return data ?? unknownYet;
}

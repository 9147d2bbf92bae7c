import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from './keys.js';

/** A SillyTavern Character Card V2/V3 (.png with embedded JSON, or .json) as base64. */
export const importCard = ({ file, fileName }: { file: string; fileName: string }) =>
  request('/custom-character/import-card', { file, fileName });

/** She joins the list at once, drawing; the list polls until she is done. */
export function useImportCard() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCard,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownKeys.list(token) }),
  });
}

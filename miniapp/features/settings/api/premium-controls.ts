import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { ChatModel, Style } from '../../../../shared/enums.js';
import { request } from '../../../api/client.js';
import { patchProfileAtom } from '../../../state/profile.js';

/**
 * Premium's two switches: the advanced chat model and the preferred character style. The server
 * refuses both to free users (2003); the answer is written into the cached profile.
 */
export function usePremiumControls() {
  const patch = useSetAtom(patchProfileAtom);
  return {
    model: useMutation({
      mutationFn: (model: ChatModel) => request('/user/change-chat-model', { model }),
      onSuccess: ({ model }) => patch({ chatModel: model }),
    }),
    style: useMutation({
      mutationFn: (style: Style) => request('/user/change-style', { style }),
      onSuccess: ({ style }) => patch({ style }),
    }),
  };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client.js';
import { chatKeys } from './keys.js';
import { seedMessages } from './messages.js';
import { refreshSessions } from './sessions.js';

/** Open (or resume) the chat with a character, or start a story with her. */
export const openSessionWith = (characterId: string, scriptId: string | undefined) =>
  request('/session/from/character', scriptId ? { characterId, scriptId } : { characterId }, { silent: true });

/**
 * One request per character, story, account and attempt, however often the route renders (and
 * never repeated on its own: a free user's story starts afresh each time). The first page and
 * the header it brings become the chat's messages; the list learns of the chat.
 */
export const openSessionQuery = (token: string, characterId: string, scriptId: string | undefined, attempt: number) =>
  queryOptions({
    queryKey: chatKeys.opening(token, characterId, scriptId, attempt),
    queryFn: async () => {
      const opened = await openSessionWith(characterId, scriptId);
      seedMessages(token, opened.sessionId, {
        list: opened.messages,
        hasMore: opened.hasMore,
        character: opened.character,
        script: opened.script,
      });
      void refreshSessions(token);
      return opened;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useOpenSession = (token: string, characterId: string, scriptId: string | undefined, attempt: number, enabled: boolean) =>
  useQuery({ ...openSessionQuery(token, characterId, scriptId, attempt), enabled });

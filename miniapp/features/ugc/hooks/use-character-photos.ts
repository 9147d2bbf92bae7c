import { useCallback, useEffect, useState } from 'react';
import type { ChatMessage } from '../../../../shared/schemas/chat.js';
import { fetchSessionList, fetchSessionMessages, openSessionFor } from '../../../api/character-photo.js';

export interface GeneratedPhoto {
  id: string;
  url: string;
  locked: boolean;
}

const photosOf = (messages: ChatMessage[]): GeneratedPhoto[] =>
  messages
    .filter((m) => m.kind === 'photo' && m.photo)
    .map((m) => ({ id: m.photo!.id, url: m.photo!.url, locked: m.photo!.locked }))
    .reverse();

/**
 * The photos made of one character so far (the photo messages of the user's chat with her) and
 * the session new ones are requested on; the session is opened only when the first photo is asked for.
 */
export function useCharacterPhotos(characterId: string | null) {
  // Everything below belongs to one character: a switch starts from empty without an effect resetting it.
  const [state, setState] = useState<{ characterId: string | null; sessionId: string | null; photos: GeneratedPhoto[]; loading: boolean }>({
    characterId: null, sessionId: null, photos: [], loading: false,
  });
  const mine = state.characterId === characterId ? state : { characterId, sessionId: null, photos: [], loading: Boolean(characterId) };
  const { sessionId, photos, loading } = mine;

  useEffect(() => {
    if (!characterId) return;
    let live = true;
    const put = (patch: Partial<typeof state>) =>
      live && setState((s) => ({ ...(s.characterId === characterId ? s : { characterId, sessionId: null, photos: [], loading: true }), ...patch }));
    (async () => {
      const sessions = await fetchSessionList(1, 50, { silent: true });
      const session = sessions.list.find((s) => s.characterId === characterId && !s.scriptId);
      if (!session) return;
      put({ sessionId: session.id });
      const page = await fetchSessionMessages(session.id, 100, { silent: true });
      put({ photos: photosOf(page.list) });
    })()
      .catch(() => undefined)
      .finally(() => put({ loading: false }));
    return () => {
      live = false;
    };
  }, [characterId]);

  const ensureSession = useCallback(async () => {
    if (sessionId) return sessionId;
    if (!characterId) throw new Error('no character');
    const opened = await openSessionFor(characterId);
    setState((s) => (s.characterId === characterId ? { ...s, sessionId: opened.sessionId } : { characterId, sessionId: opened.sessionId, photos: [], loading: false }));
    return opened.sessionId;
  }, [characterId, sessionId]);

  const add = useCallback(
    (p: GeneratedPhoto) =>
      setState((s) => {
        const base = s.characterId === characterId ? s : { characterId, sessionId: null, photos: [], loading: false };
        return { ...base, photos: [p, ...base.photos.filter((x) => x.id !== p.id)] };
      }),
    [characterId],
  );
  return { photos, loading, ensureSession, add };
}

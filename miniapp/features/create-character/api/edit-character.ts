import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { CustomCharacter } from '../../../../shared/schemas/custom-character.js';
import { CustomCharacterState as State, Visibility } from '../../../../shared/enums.js';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { ownKeys } from './keys.js';

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export interface PersonaChange {
  /** Her state as the sheet loaded her. */
  before: CustomCharacter;
  name: string;
  description: string;
  tags: string[];
}

/**
 * Her name (`/edit-nick`), then story and tags (`/edit`, or `/edit-before-confirm` before she is
 * saved), each only when changed. Answers her as she is now (or as she was when nothing changed).
 */
export async function savePersona({ before: c, name, description, tags }: PersonaChange): Promise<CustomCharacter> {
  const nameChanged = name !== c.name;
  const storyChanged = description !== c.description || !sameTags(tags, c.tags);
  if (!nameChanged && !storyChanged) return c;
  // One call, checked whole before anything is written: a name saved by a first call stayed
  // when the story of a second was refused.
  const edit = { id: c.id, ...(nameChanged && { name }), ...(storyChanged && { description, tags }) };
  return c.state === State.done ? request('/custom-character/edit', edit) : request('/custom-character/edit-before-confirm', edit);
}

export const publishCharacter = (id: string) => request('/custom-character/edit', { id, visibility: Visibility.open });

function useSaved() {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  return (saved: CustomCharacter) => {
    queryClient.setQueryData(ownKeys.detail(token, saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: ownKeys.list(token) });
  };
}

export function useSavePersona() {
  return useMutation({ mutationFn: savePersona, onSuccess: useSaved() });
}

/** Publish a private character (permanent). */
export function usePublishCharacter() {
  return useMutation({ mutationFn: publishCharacter, onSuccess: useSaved() });
}

/**
 * Query keys of the user's own characters, under the account's token: another account (or none)
 * never sees what the previous one loaded. Everything under `all` is one account's characters.
 */
export const ownKeys = {
  all: (token: string) => ['own-characters', token] as const,
  list: (token: string) => ['own-characters', token, 'list'] as const,
  detail: (token: string, id: string) => ['own-characters', token, 'detail', id] as const,
  editable: (token: string, id: string) => ['own-characters', token, 'editable', id] as const,
  photos: (token: string, id: string) => ['own-characters', token, 'photos', id] as const,
};

export const tagOptionsKey = ['tag-options'] as const;

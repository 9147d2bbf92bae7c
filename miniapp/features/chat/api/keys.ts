/**
 * Query keys of the chat, under the account's token: another account (or none) never sees what
 * the previous one loaded.
 */
export const chatKeys = {
  sessions: (token: string) => ['chat', token, 'sessions'] as const,
  messages: (token: string, sessionId: string) => ['chat', token, 'messages', sessionId] as const,
  opening: (token: string, characterId: string, scriptId: string | undefined, attempt: number) =>
    ['chat', token, 'open', characterId, scriptId ?? '', attempt] as const,
  gifts: (token: string) => ['chat', token, 'gifts'] as const,
  memory: (token: string, sessionId: string) => ['chat', token, 'memory', sessionId] as const,
};

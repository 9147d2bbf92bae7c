/**
 * The nick an account gets when the person gave no display name (an email or phone sign-in): a
 * placeholder, not a name. It is never put to a model as the user's name, and the app shows it in
 * the page's language.
 */
export const neutralNick = (userId: string) => `User ${userId.slice(-4).toUpperCase()}`;

/** The code part of a placeholder nick ("AB12" of "User AB12"), or null for a chosen name. */
export function neutralNickCode(nick: string): string | null {
  return /^User ([0-9A-Z]{4})$/.exec(nick)?.[1] ?? null;
}

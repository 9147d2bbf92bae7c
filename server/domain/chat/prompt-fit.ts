import type { UserRow } from '../../db/database.js';
import { neutralNickCode } from '../../../shared/nick.js';
import { refusedInPrompt } from '../moderation/chat-policy.js';
import { memoByText } from '../text-memo.js';

/** A text the prompt carries (a fact, the story so far, the nick, an answer) the policy lets in; read once per text. */
export const fitForPrompt = memoByText((text) => !refusedInPrompt(text));

/**
 * The name she may call the user by: the nick they chose, when it is one (not the placeholder an
 * email sign-in gets, not a visitor's) and the policy lets it into a prompt; else null.
 */
export const chosenName = (user: Pick<UserRow, 'is_visitor' | 'nick'>): string | null =>
  user.is_visitor || neutralNickCode(user.nick) || !fitForPrompt(user.nick) ? null : user.nick;

/**
 * A character card's greeting names the reader `{{user}}` (kept so by the import): filled when a
 * chat opens with the user's chosen name, else "you" (what every import wrote before).
 */
export const withUserName = (text: string, user: Pick<UserRow, 'is_visitor' | 'nick'>): string =>
  text.includes('{{user}}') ? text.replaceAll('{{user}}', chosenName(user) ?? 'you') : text;

/**
 * The user's own texts that the chat prompt reads on every turn: the nick ("The user's name") and
 * the onboarding answers ("About the user and what they enjoy"). The app sends words from the
 * quiz's lists, but the server takes any short text, so each one is held to the content policy
 * like a remembered fact: nothing that makes the user or her a minor reaches the prompt.
 */
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { refusedInPrompt } from './chat-policy.js';
import { reasons } from './rules.js';

export interface ProfileTexts {
  nick?: string;
  preferences?: Readonly<Record<string, unknown>>;
  /** The interests on the user's own profile (`/v1/user/update-tags`). */
  tags?: readonly string[];
}

/** Throws 2004 naming the field and its text when one is refused; a refused call writes nothing. */
export function assertProfileTexts(p: ProfileTexts): void {
  const fields: [string, unknown][] = [['nick', p.nick], ['tags', p.tags], ...Object.entries(p.preferences ?? {})];
  for (const [field, value] of fields) {
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text !== 'string' || !refusedInPrompt(text)) continue;
      throw new AppError(ErrorCode.contentNotAllowed, `${reasons.minor} (${field}: "${text.slice(0, 60)}")`);
    }
  }
}

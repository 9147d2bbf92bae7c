import { t } from '@lingui/core/macro';
import { dateFormat } from '../../i18n/date-format.js';

const DAY = 86_400_000;

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Clock time of a message: 21:04 / 9:04 PM as the locale writes it. */
export function messageTime(ms: number, locale: string): string {
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(ms);
}

/** The chat list's time: the clock today, "Yesterday", the weekday this week, else the date. */
export function listTime(ms: number, locale: string, now = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(ms)) / DAY);
  if (days <= 0) return messageTime(ms, locale);
  if (days === 1) return t`Yesterday`;
  if (days < 7) return dateFormat(locale, { weekday: 'short' }).format(ms);
  const sameYear = new Date(ms).getFullYear() === new Date(now).getFullYear();
  return dateFormat(locale, sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' }).format(ms);
}

/** A day separator inside a conversation: Today, Yesterday, or the date. */
export function dayLabel(ms: number, locale: string, now = Date.now()): string {
  const days = Math.round((startOfDay(now) - startOfDay(ms)) / DAY);
  if (days <= 0) return t`Today`;
  if (days === 1) return t`Yesterday`;
  const sameYear = new Date(ms).getFullYear() === new Date(now).getFullYear();
  return dateFormat(
    locale,
    sameYear ? { weekday: 'long', day: 'numeric', month: 'long' } : { day: 'numeric', month: 'long', year: 'numeric' },
  ).format(ms);
}

export const sameDay = (a: number, b: number) => startOfDay(a) === startOfDay(b);

export interface TextPart {
  text: string;
  action: boolean;
}

/** Split a reply into speech and *actions in asterisks*; an unclosed asterisk stays text. */
export function splitActions(content: string): TextPart[] {
  const parts: TextPart[] = [];
  const re = /\*([^*\n]+(?:\n[^*\n]+)*)\*/g;
  let last = 0;
  for (let m = re.exec(content); m; m = re.exec(content)) {
    if (m.index > last) parts.push({ text: content.slice(last, m.index), action: false });
    parts.push({ text: m[1]!, action: true });
    last = m.index + m[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last), action: false });
  return parts;
}

/** One-line preview for the list: actions without their asterisks, whitespace collapsed. */
export function previewText(content: string): string {
  return content
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

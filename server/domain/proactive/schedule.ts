/**
 * When she may write first: pure rules over the user's settings and the clock (no database), so
 * the job, the settings call and the cap script share them.
 */

export interface ProactiveSettings {
  enabled: boolean;
  /** Local "HH:MM" times, sorted, at most MAX_TIMES. */
  times: string[];
  timeZone: string;
  /** Quiet hours, minutes of the local day: [from, to), wrapping past midnight; from = to means none. */
  quietFrom: number;
  quietTo: number;
}

export const MAX_TIMES = 3;
/** At most one message a day for free users, three for Premium (the database's slots enforce it). */
export const dailyCap = (premium: boolean) => (premium ? 3 : 1);
/** A chosen time stays due this long, so a job run that was late (a restart) still sends it once. */
export const DUE_WINDOW_MIN = 30;
/** She does not interrupt: no first message while the user chatted within this many minutes. */
export const ACTIVE_QUIET_MIN = 60;

export const DEFAULT_SETTINGS: ProactiveSettings = {
  enabled: true,
  times: ['09:00'],
  timeZone: 'UTC',
  quietFrom: 22 * 60,
  quietTo: 8 * 60,
};

/**
 * A device's `getTimezoneOffset()` (minutes behind UTC, as the request envelope carries it) as
 * minutes east of UTC; null for anything no zone has (UTC−12 … UTC+14, whole quarter hours).
 */
export function utcOffsetEast(timezoneOffset: number): number | null {
  const east = -timezoneOffset;
  return Number.isInteger(east) && east % 15 === 0 && east >= -12 * 60 && east <= 14 * 60 ? east + 0 : null; // + 0: UTC is 0, not −0
}

/** A fixed offset as a zone name `localClock` reads: `UTC+05:30`. */
export function offsetZone(east: number): string {
  const a = Math.abs(east);
  return `UTC${east < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}
const OFFSET_ZONE = /^UTC([+-])(\d\d):(\d\d)$/;

/** Spread of the default time, so users who never chose one are not all due in the same half hour. */
const DEFAULT_SPREAD_MIN = 120;

/**
 * The settings of a user who never opened them: the default time in the zone their device last
 * gave (UTC when none did), moved by up to two hours by their id (the same every day).
 */
export function defaultSettingsFor(userId: string, offsetEast: number | null): ProactiveSettings {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0;
  const m = minutesOf(DEFAULT_SETTINGS.times[0]!) + (h % DEFAULT_SPREAD_MIN);
  const at = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { ...DEFAULT_SETTINGS, times: [at], timeZone: offsetEast === null ? 'UTC' : offsetZone(offsetEast) };
}

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function isTimeZone(tz: string): boolean {
  try {
    return Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** The user's local date (YYYY-MM-DD) and minute of the day at `now`. */
export function localClock(now: number, timeZone: string): { day: string; minutes: number } {
  const fixed = OFFSET_ZONE.exec(timeZone);
  if (fixed) {
    const east = (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3]));
    const d = new Date(now + east * 60_000);
    return { day: d.toISOString().slice(0, 10), minutes: d.getUTCHours() * 60 + d.getUTCMinutes() };
  }
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(now).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

export function inQuietHours(minutes: number, from: number, to: number): boolean {
  if (from === to) return false;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

/** The chosen times due now (within their window, outside quiet hours), with the local day. */
export function dueTimes(s: ProactiveSettings, now: number): Array<{ day: string; at: string }> {
  if (!s.enabled) return [];
  const { day, minutes } = localClock(now, s.timeZone);
  return s.times
    .slice(0, MAX_TIMES)
    .filter((at) => {
      const m = minutesOf(at);
      return minutes >= m && minutes - m < DUE_WINDOW_MIN && !inQuietHours(m, s.quietFrom, s.quietTo);
    })
    .map((at) => ({ day, at }));
}

/** Clean, sorted, distinct times; at most MAX_TIMES. */
export const normalizeTimes = (times: string[]) => [...new Set(times.filter((t) => TIME.test(t)))].sort().slice(0, MAX_TIMES);

/** What kind of first message fits the moment: a morning greeting, a follow-up, a story, an evening note. */
export type FirstKind = 'morning' | 'followup' | 'story' | 'evening';

export function pickKind(minutes: number, day: string, has: { fact: boolean; story: boolean }): FirstKind {
  // Rotate by day so she does not open the same way every morning.
  const turn = Number(day.slice(-2)) % 3;
  if (turn === 1 && has.fact) return 'followup';
  if (turn === 2 && has.story) return 'story';
  if (has.fact && turn === 0 && minutes >= 12 * 60) return 'followup';
  return minutes < 12 * 60 ? 'morning' : 'evening';
}

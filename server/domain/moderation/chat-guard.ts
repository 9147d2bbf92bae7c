/**
 * The content policy as the chat uses it: a turn is checked before anything is written (paused
 * account, the message in its conversation), an uncertain one is settled by the moderation model
 * while the turn waits in the queue, and the character's reply is checked as it streams.
 */
import { compiled, type Arg, type Lit } from '../../db/compiled.js';
import type { Deps } from '../../deps.js';
import type { UserRow } from '../../db/database.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../log.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import {
  classifyChat,
  continuesWord,
  endsWithStop,
  hasCue,
  hasCueFast,
  hasMinorCueFast,
  plainText,
  judgeSentence,
  lastSentenceEnd,
  readSentence,
  readSentenceNow,
  refusedInPrompt,
  sceneOf,
  splitAge,
  type ChatVerdict,
  type Scene,
} from './chat-policy.js';
import { pausedError, recordRefusal, type RefusalSource } from './escalation.js';
import { createGuardModel, type GuardModel, type GuardTurn } from './guard-model.js';
import { pausedText, refusedText } from './messages.js';

/** Turns of the conversation read with a message: enough for a role-play set up a few turns back. */
export const CONTEXT_TURNS = 12;

type RecentOf = { sessionId: string; limit: number };
const recentTexts = compiled((db, arg: Arg<RecentOf>, lit: Lit<RecentOf>) =>
  db
    .selectFrom('messages')
    .select(['role', 'content'])
    .where('session_id', '=', arg('sessionId'))
    .where('kind', '=', 'text')
    .where('status', '!=', 'failed')
    .orderBy('create_time', 'desc')
    .limit(lit('limit')),
);

const models = new WeakMap<Config, GuardModel | null>();
/** The configured moderation model, made once per configuration; null when none is set. */
export function guardModelFor(config: Config): GuardModel | null {
  let m = models.get(config);
  if (m === undefined) {
    m =
      config.moderationBaseUrl && config.moderationModel
        ? createGuardModel({ baseUrl: config.moderationBaseUrl, apiKey: config.moderationApiKey, model: config.moderationModel })
        : null;
    models.set(config, m);
  }
  return m;
}

/**
 * An uncertain verdict settled: by the model when one is configured (failing closed, logged,
 * when it cannot answer), else the way the offline layer leans.
 */
export async function settleUncertain(model: GuardModel | null, log: Logger, verdict: ChatVerdict, turns: GuardTurn[]): Promise<boolean> {
  if (!model) return verdict.lean === 'refuse';
  try {
    return await model.refuses(turns);
  } catch (e) {
    log.warn('moderation model unavailable: failing closed for an uncertain message', { rule: verdict.rule, error: String(e) });
    return true;
  }
}

/** Keeps the refusal (pausing the chat on the third in an hour) and answers 2004 in the user's language. */
export async function refuse(deps: Deps, user: UserRow, source: RefusalSource, verdict: ChatVerdict, excerpt: string): Promise<never> {
  const now = deps.clock();
  const pausedUntil = await recordRefusal(deps.db, {
    userId: user.id,
    source,
    category: verdict.category ?? 'minor',
    rule: verdict.rule,
    excerpt,
    now,
  });
  deps.log.info('content refused', { userId: user.id, source, rule: verdict.rule, paused: pausedUntil !== null });
  throw new AppError(
    ErrorCode.contentNotAllowed,
    pausedUntil ? pausedText(user.lang, (pausedUntil - now) / 3_600_000) : refusedText(user.lang),
  );
}

export interface TurnCheck {
  /** Resolves when allowed; throws 2004 when the moderation model refuses. */
  settle(): Promise<void>;
}

const settled: TurnCheck = { settle: async () => {} };

/**
 * Before a turn writes anything: the account's chat is open, and the message read with the
 * conversation so far is allowed. A clear refusal throws here; an uncertain message starts the
 * moderation model at once and `settle()` gives its answer after the queue wait.
 */
export async function checkChatTurn(
  deps: Deps,
  user: UserRow,
  sessionId: string,
  content: string | undefined,
  /** The end of a pause of the user's chat running now, or null (the chat turn reads it with its session). */
  pausedUntil: number | null,
  /** Whether an operator set that pause (not the content policy). */
  pausedByTeam = false,
): Promise<TurnCheck> {
  if (pausedUntil !== null) throw pausedError(user.lang, pausedUntil, deps.clock(), pausedByTeam);
  if (content === undefined || !hasCue(content)) return settled;
  const rows = (await recentTexts(deps.db, { sessionId, limit: CONTEXT_TURNS })).reverse();
  const verdict = classifyChat(
    content,
    rows.map((r) => r.content),
  );
  if (verdict.action === 'allow') return settled;
  if (verdict.action === 'refuse') return refuse(deps, user, 'message', verdict, content);
  const model = guardModelFor(deps.config);
  if (!model) return verdict.lean === 'refuse' ? refuse(deps, user, 'message', verdict, content) : settled;
  const turns: GuardTurn[] = [
    ...rows.map((r) => ({ role: r.role === 'user' ? 'user' : 'assistant', content: r.content }) as GuardTurn),
    { role: 'user', content },
  ];
  const decision = settleUncertain(model, deps.log, verdict, turns);
  return {
    async settle() {
      if (await decision) await refuse(deps, user, 'message', verdict, content);
    },
  };
}

/** Characters before a streamed piece read with it, so a word split across pieces is seen whole. */
const WINDOW_BEFORE = 24;
/** Characters between checks of a reply that carries a cue; a sentence end checks at once. */
const CHECK_EVERY = 48;

/**
 * The character's reply checked as it streams. Text without any cue passes through piece by piece;
 * once a piece brings one, text is held and checked at the end of the sentence or every 48
 * characters, only the current sentence read against the scene (the conversation and the reply's
 * earlier sentences). A reply that crosses the line is cut: nothing held is delivered.
 */
export class ReplyGuard {
  /** Everything accepted so far. */
  text = '';
  cut = false;
  rule = '';
  private sentenceStart = 0;
  /** The text not shown yet: what may be shown next. */
  private unshown = '';
  /** The end of the text, back to the sentence's start or WINDOW_BEFORE characters: the next piece's window begins in it. */
  private tail = '';
  private holding = false;
  /** The text ends with a full stop that may end its sentence (`lastSentenceEnd`). */
  private pendingStop = false;
  private cueInSentence = false;
  private readonly scene: Scene;
  private readonly context: readonly string[];
  /** Whether the reply's opening was read with the turns before it (an age split from its lead). */
  private openingRead = false;

  constructor(context: readonly string[]) {
    this.context = context.slice(-CONTEXT_TURNS);
    this.scene = sceneOf(this.context);
  }

  /** Adds a streamed piece; returns the text that may be shown now. */
  push(piece: string): string {
    if (this.cut) return '';
    const before = this.text.length;
    // Only appended to here (cut into only at a sentence's check): slicing the whole text for each
    // piece made V8 copy all of it again each time, and a long reply cost the square of its length.
    this.text += piece;
    this.unshown += piece;
    // A full stop that ended the text so far ends its sentence when the piece goes on without a
    // letter or digit ("… day." + " I"); the piece then starts the next one.
    const stopped = this.pendingStop && piece !== '' && !continuesWord(piece) ? before : null;
    if (piece !== '') this.pendingStop = false;
    // The piece plus a little before it, so a word split across pieces is seen whole. Any cue makes
    // the sentence count for the scene when it ends; text is held only for a cue on the minor's
    // side, or for every sentence once a minor takes part: adult sexual text streams as it comes.
    const from = Math.max(stopped ?? this.sentenceStart, before - WINDOW_BEFORE);
    const window = this.tail.slice(this.tail.length - (before - from)) + piece;
    this.tail = window.length > WINDOW_BEFORE ? window.slice(-WINDOW_BEFORE) : window;
    const seen = this.scene.minor ? null : plainText(window);
    // Every minor cue is also a cue (chat-policy.ts): a window without any cue, most of a reply, is read once.
    if (!seen) this.holding = this.cueInSentence = true;
    else if (this.cueInSentence || hasCueFast(seen)) {
      this.cueInSentence = true;
      if (hasMinorCueFast(seen)) this.holding = true;
    }
    // A sentence ends in the piece (a full stop at its very end waits for what follows it).
    const inPiece = lastSentenceEnd(window, before - from);
    const ended = inPiece !== -1 ? from + inPiece : stopped;
    if (piece !== '' && endsWithStop(window)) this.pendingStop = true;
    if (ended !== null && this.cueInSentence) {
      if (!this.check(ended)) return '';
    } else if (ended !== null) {
      this.sentenceStart = ended;
    } else if (this.holding && this.unshown.length >= CHECK_EVERY && !this.check(null)) {
      return '';
    }
    return this.holding ? '' : this.release();
  }

  /** At the end of the stream: the held rest, if it passes. */
  finish(): string {
    if (this.cut) return '';
    if (this.cueInSentence && !this.check(null)) return '';
    return this.release();
  }

  private release(): string {
    const out = this.unshown;
    this.unshown = '';
    return out;
  }

  private fail(verdict: ChatVerdict): boolean {
    this.cut = true;
    this.rule = verdict.rule;
    return false;
  }

  /**
   * Judges the open sentence: when a sentence just ended (`ended`: where it ends), its complete
   * part moves the scene on and the part after it is read on a copy; mid-sentence (null), all of it
   * on a copy.
   */
  private check(ended: number | null): boolean {
    // "You are" | "14. Take off…": an age or number opening the reply holds it until this first check.
    if (!this.openingRead) {
      this.openingRead = true;
      if (!this.scene.minor && splitAge(this.text, this.context)) this.scene.minor = true;
    }
    const end = ended ?? this.sentenceStart;
    if (end > this.sentenceStart) {
      const verdict = judgeSentence(readSentence(this.text.slice(this.sentenceStart, end), this.scene.minor), this.scene);
      if (refuses(verdict)) return this.fail(verdict);
      this.sentenceStart = end;
    }
    const rest = this.text.slice(this.sentenceStart);
    let minorInRest = false;
    if (rest.trim()) {
      const signals = readSentenceNow(rest, this.scene.minor);
      const verdict = judgeSentence(signals, { ...this.scene });
      if (refuses(verdict)) return this.fail(verdict);
      minorInRest = signals.minor === 'strong';
    }
    this.cueInSentence = ended !== null ? hasCueFast(plainText(rest)) : this.cueInSentence;
    // A sentence that names a minor, even in the past, is shown only once it has ended well.
    this.holding = ended === null && minorInRest;
    return true;
  }
}

const refuses = (v: ChatVerdict) => v.action === 'refuse' || (v.action === 'uncertain' && v.lean === 'refuse');

/**
 * A memory summary with every line that the policy refuses left out: a remembered fact is read
 * back into every later prompt, so it must never carry sexual content involving a minor, nor make
 * her or the user a minor for the sexual turns to come ("you are 14 in our chats"). Each line is
 * judged alone ("her daughter is 12" beside "likes it rough" in another line is two facts).
 */
export function keepAllowedFacts(summary: string): string {
  if (!hasCue(summary)) return summary;
  return summary
    .split('\n')
    .filter((line) => !refusedInPrompt(line))
    .join('\n');
}

/**
 * A text sent to the bot: conversations happen in the app, but a DM that asks for sexual content
 * involving a minor is refused and counted like a chat message. Returns the refusal to send, or
 * null when the DM may get the usual answer.
 */
export async function refusedDirectMessage(deps: Deps, user: UserRow, text: string, lang: string): Promise<string | null> {
  if (!hasCue(text)) return null;
  const verdict = classifyChat(text);
  if (verdict.action === 'allow') return null;
  const refused =
    verdict.action === 'refuse' ||
    (await settleUncertain(guardModelFor(deps.config), deps.log, verdict, [{ role: 'user', content: text }]));
  if (!refused) return null;
  try {
    await refuse(deps, { ...user, lang }, 'bot', verdict, text);
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
  return refusedText(lang);
}

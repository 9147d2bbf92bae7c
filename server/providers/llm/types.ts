/** A chat turn as the provider sees it (OpenAI chat-completions roles). */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the offline engine needs to stay in character without a model. */
export interface PersonaHints {
  characterName: string;
  age: number;
  personality: string;
  relationship: string;
  occupation: string;
  kinks: string[];
  description: string;
  userName: string;
  /** Locale code of the user's UI language (en, ar, zh, …): the reply is written in it. */
  lang: string;
  scriptTitle?: string;
  scriptOpening?: string;
  memory?: string;
  /** The user's pets she remembers (facts of kind pet, as kept): she answers a question about them. */
  pets?: readonly string[];
  /**
   * Her replies this one replaces (a regenerate): the input is otherwise the same, so the engine
   * must not write any of them again.
   */
  replacing?: readonly string[];
  /** The gift the user just sent (a shared/attributes.ts id): her reply thanks them for it. */
  gift?: string;
  /** Differs per attempt at a turn (a regenerate's clientMsgId): the same nonce gives the same reply. */
  nonce?: string;
}

export interface ReplyOptions {
  model: string;
  signal?: AbortSignal;
  /** Structured hints for engines that do not read the prompt (the offline engine). */
  persona?: PersonaHints;
  maxTokens?: number;
  temperature?: number;
}

export interface LlmProvider {
  readonly name: string;
  /** Stream the reply in pieces; throws LlmUnavailableError when the provider fails or times out. */
  streamReply(messages: ChatTurn[], options: ReplyOptions): AsyncIterable<string>;
}

export class LlmUnavailableError extends Error {
  override readonly name = 'LlmUnavailableError';
}

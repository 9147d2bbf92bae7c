import { createOfflineEngine } from './offline-engine.js';
import { createOpenAiCompatible, type LlmLimits } from './openai-compatible.js';
import type { LlmProvider } from './types.js';

export { buildPrompt, languageName, type PromptInput } from './prompt.js';
export { summarizeMemory } from './offline-engine.js';
export { DEFAULT_LIMITS, type LlmLimits } from './openai-compatible.js';
export { LlmUnavailableError, type ChatTurn, type LlmProvider, type PersonaHints, type ReplyOptions } from './types.js';

export interface LlmEnv {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  /** Optional: names the server's model when the caller's pick is the offline default. */
  LLM_MODEL?: string;
}

export interface LlmModelEnv {
  LLM_MODEL?: string;
  LLM_MODEL_ADVANCED?: string;
}

/** Model names the offline engine answers to (it ignores them; they show up in logs and data). */
export const OFFLINE_MODEL = 'offline-companion';
export const OFFLINE_MODEL_ADVANCED = 'offline-companion-advanced';

/**
 * A real OpenAI-compatible server when `LLM_BASE_URL` is set, else the built-in offline engine.
 * `limits` (config LLM_FIRST_TOKEN_MS, LLM_IDLE_MS, LLM_REPLY_MS, LLM_REPLY_MAX_CHARS) default to DEFAULT_LIMITS.
 */
export function createLlmProvider(env: LlmEnv, limits?: Partial<LlmLimits>): LlmProvider {
  const baseURL = env.LLM_BASE_URL?.trim();
  if (!baseURL) return createOfflineEngine();
  return createOpenAiCompatible({
    baseURL,
    ...(env.LLM_API_KEY?.trim() && { apiKey: env.LLM_API_KEY.trim() }),
    ...(env.LLM_MODEL?.trim() && { defaultModel: env.LLM_MODEL.trim() }),
    ...(limits && { limits }),
  });
}

/**
 * The model for one reply: the advanced one only for Premium users who chose it; without an
 * advanced model configured everyone gets the base one. Unconfigured names are the offline ones;
 * a real server given one of those uses the model it serves (see createOpenAiCompatible).
 */
export function pickModel(env: LlmModelEnv, choice: 'base' | 'advanced', isPremium: boolean): string {
  const base = env.LLM_MODEL?.trim() || OFFLINE_MODEL;
  if (choice !== 'advanced' || !isPremium) return base;
  return env.LLM_MODEL_ADVANCED?.trim() || (env.LLM_MODEL?.trim() ? base : OFFLINE_MODEL_ADVANCED);
}

import { createOfflineEngine } from './offline-engine.js';
import { createOpenAiCompatible, type LlmLimits } from './openai-compatible.js';
import type { LlmProvider } from './types.js';
import type { Config } from '../../config.js';

export { buildPrompt, languageName, type PromptInput } from './prompt.js';
export { summarizeMemory } from './offline-engine.js';
export { DEFAULT_LIMITS, type LlmLimits } from './openai-compatible.js';
export { LlmUnavailableError, type ChatTurn, type LlmProvider, type PersonaHints, type ReplyOptions } from './types.js';

/** The server, key and default model from the configuration (llmModel also names the server's model when the caller's pick is the offline default). */
export type LlmSettings = Partial<Pick<Config, 'llmBaseUrl' | 'llmApiKey' | 'llmModel'>>;

/** The configured model names. */
export type LlmModelSettings = Partial<Pick<Config, 'llmModel' | 'llmModelAdvanced'>>;

/** Model names the offline engine answers to (it ignores them; they show up in logs and data). */
export const OFFLINE_MODEL = 'offline-companion';
export const OFFLINE_MODEL_ADVANCED = 'offline-companion-advanced';

/**
 * A real OpenAI-compatible server when `llmBaseUrl` (LLM_BASE_URL) is set, else the built-in offline engine.
 * `limits` (config LLM_FIRST_TOKEN_MS, LLM_IDLE_MS, LLM_REPLY_MS, LLM_REPLY_MAX_CHARS) default to DEFAULT_LIMITS.
 */
export function createLlmProvider(settings: LlmSettings, limits?: Partial<LlmLimits>): LlmProvider {
  const baseURL = settings.llmBaseUrl?.trim();
  if (!baseURL) return createOfflineEngine();
  return createOpenAiCompatible({
    baseURL,
    ...(settings.llmApiKey?.trim() && { apiKey: settings.llmApiKey.trim() }),
    ...(settings.llmModel?.trim() && { defaultModel: settings.llmModel.trim() }),
    ...(limits && { limits }),
  });
}

/**
 * The model for one reply: the advanced one only for Premium users who chose it; without an
 * advanced model configured everyone gets the base one. Unconfigured names are the offline ones;
 * a real server given one of those uses the model it serves (see createOpenAiCompatible).
 */
export function pickModel(settings: LlmModelSettings, choice: 'base' | 'advanced', isPremium: boolean): string {
  const base = settings.llmModel?.trim() || OFFLINE_MODEL;
  if (choice !== 'advanced' || !isPremium) return base;
  return settings.llmModelAdvanced?.trim() || (settings.llmModel?.trim() ? base : OFFLINE_MODEL_ADVANCED);
}

import { describe, expect, it } from 'vitest';
import { createLlmProvider, OFFLINE_MODEL, OFFLINE_MODEL_ADVANCED, pickModel } from './index.js';

describe('createLlmProvider', () => {
  it('is the offline engine without LLM_BASE_URL, the OpenAI-compatible client with it', () => {
    expect(createLlmProvider({}).name).toBe('offline');
    expect(createLlmProvider({ llmBaseUrl: '  ' }).name).toBe('offline');
    expect(createLlmProvider({ llmBaseUrl: 'http://127.0.0.1:9/v1' }).name).toBe('openai-compatible');
  });
});

describe('pickModel', () => {
  const env = { llmModel: 'llama-3.1-8b', llmModelAdvanced: 'llama-3.1-70b' };
  it('gives the advanced model only to Premium users who chose it', () => {
    expect(pickModel(env, 'advanced', true)).toBe('llama-3.1-70b');
    expect(pickModel(env, 'advanced', false)).toBe('llama-3.1-8b');
    expect(pickModel(env, 'base', true)).toBe('llama-3.1-8b');
  });
  it('falls back sensibly when models are not configured', () => {
    expect(pickModel({}, 'base', false)).toBe(OFFLINE_MODEL);
    expect(pickModel({}, 'advanced', true)).toBe(OFFLINE_MODEL_ADVANCED);
    expect(pickModel({ llmModel: 'gpt-4o-mini' }, 'advanced', true)).toBe('gpt-4o-mini');
  });
});

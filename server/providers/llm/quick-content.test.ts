import { describe, expect, it } from 'vitest';
import { quickContent } from './quick-content.js';

/** What the full parse makes of a chunk's text (openai-compatible.ts' readChunk, the reference). */
const parsed = (data: string) => {
  const delta = (JSON.parse(data) as { choices?: Array<{ delta?: { content?: string | null } }> }).choices?.[0]?.delta;
  return delta?.content || undefined;
};

const texts = [
  'Hello',
  ' there, handsome.',
  'She said "hi" and left',
  'a back\\slash',
  'ends with a backslash \\',
  'line\nbreak\ttab',
  'unicode: مرحبا 你好 😘',
  '"',
  '\\"',
  '"delta":{"content":"not the marker"',
  '</script>\u2028\u0000',
];

/** Chunks as the servers send them, each text in each. */
const shapes = (t: string) => [
  JSON.stringify({
    id: 'x',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta: { content: t }, finish_reason: null }],
  }),
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt',
    system_fingerprint: 'fp',
    choices: [{ index: 0, delta: { content: t }, logprobs: null, finish_reason: null }],
  }),
  JSON.stringify({ choices: [{ delta: { content: t, reasoning: null } }] }),
  // Escaped as some servers do (non-ASCII as \\u, slashes as \\/).
  JSON.stringify({ choices: [{ delta: { content: t } }] }).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  ),
];

describe('quickContent: a piece of text read without parsing its whole chunk', () => {
  it('reads what the full parse reads, for every text in every shape', () => {
    let n = 0;
    for (const t of texts)
      for (const data of shapes(t)) {
        expect(quickContent(data), data).toBe(parsed(data));
        expect(quickContent(data)).toBe(t);
        n++;
      }
    expect(n).toBe(texts.length * 4);
  });

  it('leaves every other shape to the full parse', () => {
    for (const data of [
      JSON.stringify({ choices: [{ delta: { role: 'assistant', content: 'Hi' } }] }),
      JSON.stringify({ choices: [{ delta: { content: '' } }] }),
      JSON.stringify({ choices: [{ delta: { content: null } }] }),
      JSON.stringify({ choices: [{ delta: { reasoning_content: 'thinking' } }] }),
      JSON.stringify({ error: { message: 'overloaded' } }),
      '{"choices":[{"delta":{"content":"unterminated',
      '{"choices":[{"delta":{"content":"bad escape \\x"}}]}',
      '[DONE]',
    ])
      expect(quickContent(data), data).toBeUndefined();
  });
});

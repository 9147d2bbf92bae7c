/** How nearly every piece of a streamed chat completion carries its text. */
const CONTENT = '"delta":{"content":"';

/**
 * The text of a chat-completion chunk whose delta begins `{"content":"…"` (what OpenAI, vLLM,
 * llama.cpp and Ollama send for each piece), read without parsing the rest: JSON.parse of the
 * whole chunk (id, model, choices, nulls) was the largest cost of a piece once the layers above
 * took pieces in frames. Only that string is decoded (by JSON.parse itself when it holds an
 * escape). Undefined for any other shape, and for an empty text: the caller parses the chunk.
 * The marker cannot occur inside a JSON string (its quotes would be escaped there), so where it
 * is found it is the delta's own.
 */
export function quickContent(data: string): string | undefined {
  const at = data.indexOf(CONTENT);
  if (at < 0) return undefined;
  const open = at + CONTENT.length - 1;
  let close = open;
  for (;;) {
    close = data.indexOf('"', close + 1);
    if (close < 0) return undefined;
    let slashes = 0;
    while (data.charCodeAt(close - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) break;
  }
  if (close === open + 1) return undefined;
  const slash = data.indexOf('\\', open);
  if (slash < 0 || slash > close) return data.slice(open + 1, close);
  try {
    return JSON.parse(data.slice(open, close + 1)) as string;
  } catch {
    return undefined;
  }
}

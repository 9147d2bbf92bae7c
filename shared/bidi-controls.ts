/**
 * Bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) make text show in
 * another order than it is stored: "…41 si ehS" after U+202E reads "She is 14…" on screen while
 * every check reads it backwards. Nothing a user writes needs them (each script's own direction
 * comes from its letters; the marks U+200E/U+200F stay), so they are dropped from everything a
 * user sends, before any check and before anything is stored.
 */
const controls = /[\u202A-\u202E\u2066-\u2069]/g;
const anyControl = /[\u202A-\u202E\u2066-\u2069]/;
/** The same, in a raw JSON body: the characters or their \u escapes. */
const inJson = /[\u202A-\u202E\u2066-\u2069]|\\u(?:202[a-eA-E]|206[6-9])/;

export const withoutBidiControls = (text: string): string => (anyControl.test(text) ? text.replace(controls, '') : text);

/** Every string of a parsed JSON value without them (the value itself when it has none). */
export function stripBidiControls<T>(value: T): T {
  if (typeof value === 'string') return withoutBidiControls(value) as T;
  if (Array.isArray(value)) return value.map(stripBidiControls) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripBidiControls(v)])) as T;
  return value;
}

/** Whether a raw JSON text may hold any: most bodies are passed without a walk. */
export const mayHoldBidiControls = (json: string): boolean => inJson.test(json);

/**
 * A text column that holds JSON of a known shape. Both databases store it as plain text (no
 * json/jsonb type, so the same SQL runs on SQLite and PostgreSQL); the type says what is inside:
 * it is written only through `jsonText(value)` and read back with `readJson(text, fallback)`,
 * never by assigning an arbitrary string.
 */
declare const holds: unique symbol;
export type JsonText<T> = string & { readonly [holds]: T };

/** The text to store for `value`. */
export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/** What a JSON text column holds; `fallback` when the text is not JSON (rows older than the rule). */
export function readJson<T>(text: JsonText<T>, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A JSON list of strings; anything else reads as empty. */
export function readList(text: JsonText<string[]>): string[] {
  const v = readJson<unknown>(text, []);
  return Array.isArray(v) ? v.map(String) : [];
}

/**
 * A pure function of a text, remembered for the texts seen last. A conversation is read again
 * on every turn (the scene of its last turns), so the same messages come back turn after turn;
 * their readings do not change. Bounded: cleared when full, and long texts are not kept.
 */
export function memoByText<T>(read: (text: string) => T, max = 4000, maxChars = 2000): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    const known = seen.get(text);
    if (known !== undefined) return known;
    const value = read(text);
    if (text.length <= maxChars) {
      if (seen.size >= max) seen.clear();
      seen.set(text, value);
    }
    return value;
  };
}

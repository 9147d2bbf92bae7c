/**
 * A pure function of a text, remembered for the texts seen last. Every chat turn reads again what
 * the turns before read (the content policy the scene of the last messages, the memory every
 * remembered fact), and those readings do not change. Bounded: cleared when full, and long texts
 * are not kept. What it returns is shared: callers must not change it.
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

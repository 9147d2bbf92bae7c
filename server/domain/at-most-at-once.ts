/** Run `task` for each of `items`, at most `n` at once, in order of start. */
export async function atMostAtOnce<T>(items: readonly T[], n: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(n, items.length)) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

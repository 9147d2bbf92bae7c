/**
 * Work a process starts without awaiting it (a character's pictures, a memory fold, a bot
 * message): kept so that tests, and a process that is stopping, can wait until it is done.
 */
export function backgroundWork() {
  const pending = new Set<Promise<unknown>>();
  const forget = (work: Promise<unknown>) => () => void pending.delete(work);
  return {
    /** Keep `work` until it settles. */
    track(work: Promise<unknown>): void {
      pending.add(work);
      work.then(forget(work), forget(work));
    },
    /** Resolves once nothing tracked is running, work started meanwhile included. */
    async idle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

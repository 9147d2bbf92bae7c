/** The owners (a process's deps) that have closed: work of theirs still running is no longer waited for. */
const closedOwners = new WeakSet<object>();

/** Called as an owner closes: its work left running can no longer finish, nor be waited for. */
export const ownerClosed = (owner: object) => void closedOwners.add(owner);

/** A request's deps is made from the app's (`Object.create`): closed when the one it came from is. */
function hasClosed(owner: object | null): boolean {
  for (; owner; owner = Object.getPrototypeOf(owner) as object | null) if (closedOwners.has(owner)) return true;
  return false;
}

/**
 * Work a process starts without awaiting it (a character's pictures, a memory fold, a bot
 * message): kept so that tests, and a process that is stopping, can wait until it is done.
 * Each piece names its owner (the deps it runs on): once that owner has closed, its work is not
 * waited for (a fold waiting for a model slot of a closed app never ends; a later app in the same
 * process, as tests run, must not wait on it).
 */
export function backgroundWork() {
  const pending = new Map<Promise<unknown>, object>();
  const forget = (work: Promise<unknown>) => () => void pending.delete(work);
  const live = () => [...pending].filter(([, owner]) => !hasClosed(owner)).map(([work]) => work);
  return {
    /** Keep `work` of `owner` until it settles. */
    track(owner: object, work: Promise<unknown>): void {
      pending.set(work, owner);
      work.then(forget(work), forget(work));
    },
    /** Resolves once nothing tracked of an open owner is running, work started meanwhile included. */
    async idle(): Promise<void> {
      for (let running = live(); running.length; running = live()) await Promise.allSettled(running);
    },
  };
}

/** localStorage that never throws (private mode, disabled storage, sandboxed webviews). */
const memory = new Map<string, string>();

/** Told of every write (Telegram copies the settings that follow the user to CloudStorage: cloud-settings.ts). */
let mirror: ((key: string, value: string | null) => void) | null = null;
export const setStorageMirror = (fn: typeof mirror) => void (mirror = fn);

export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
    mirror?.(key, value);
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      memory.delete(key);
    }
    mirror?.(key, null);
  },
};

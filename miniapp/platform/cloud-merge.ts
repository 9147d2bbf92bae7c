/**
 * What to do at start with the settings kept both here and in Telegram's CloudStorage: the cloud
 * fills what this device lacks (another device wrote it), what only this device has goes up, and
 * where both have a value this device's stays (it is the one the user saw last here).
 */
export function planCloudSync(
  keys: readonly string[],
  local: (key: string) => string | null,
  cloud: Record<string, string | undefined>,
): { toLocal: Array<[string, string]>; toCloud: Array<[string, string]> } {
  const toLocal: Array<[string, string]> = [];
  const toCloud: Array<[string, string]> = [];
  for (const key of keys) {
    const here = local(key);
    const there = cloud[key] || null;
    if (there && !here) toLocal.push([key, there]);
    else if (here && !there) toCloud.push([key, here]);
  }
  return { toLocal, toCloud };
}

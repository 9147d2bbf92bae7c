import { describe, expect, it } from 'vitest';
import { createGuideStore, GUIDE_STORAGE_KEY, isThirdDay } from './guide-markers.js';

const memoryStorage = (init: Record<string, string> = {}) => {
  const m = new Map(Object.entries(init));
  return { get: (k: string) => m.get(k) ?? null, set: (k: string, v: string) => void m.set(k, v), raw: m };
};

describe('guide markers', () => {
  it('a hint seen once stays seen on this device (a reload makes a new store over the same storage)', () => {
    const storage = memoryStorage();
    const first = createGuideStore(storage);
    first.request('firstVisibleHome');
    expect(first.current()).toBe('firstVisibleHome');
    first.markSeen('firstVisibleHome');
    expect(first.current()).toBeNull();
    const afterReload = createGuideStore(storage);
    afterReload.request('firstVisibleHome');
    expect(afterReload.isSeen('firstVisibleHome')).toBe(true);
    expect(afterReload.current()).toBeNull();
  });

  it('shows one hint at a time, in guide order, and passes the turn when one is dismissed or leaves', () => {
    const s = createGuideStore(memoryStorage());
    const leaveFeature = s.request('firstFeatureTag');
    s.request('pointHandling');
    s.request('firstVisibleHome');
    expect(s.current()).toBe('firstVisibleHome');
    s.markSeen('firstVisibleHome');
    expect(s.current()).toBe('firstFeatureTag');
    leaveFeature();
    expect(s.current()).toBe('pointHandling');
    expect(s.isSeen('firstFeatureTag')).toBe(false);
  });

  it('tells listeners about every change and ignores a corrupt or foreign stored value', () => {
    expect(createGuideStore(memoryStorage({ [GUIDE_STORAGE_KEY]: '{oops' })).isSeen('favoriteSite')).toBe(false);
    const s = createGuideStore(memoryStorage({ [GUIDE_STORAGE_KEY]: '["favoriteSite","rm -rf"]' }));
    expect(s.isSeen('favoriteSite')).toBe(true);
    let calls = 0;
    s.subscribe(() => calls++);
    s.request('socialActivity');
    s.markSeen('socialActivity');
    s.markSeen('socialActivity');
    expect(calls).toBe(2);
  });

  it('the third day is the second calendar day after the account was made', () => {
    const made = new Date(2026, 10, 20, 23, 30).getTime();
    expect(isThirdDay(made, new Date(2026, 10, 21, 12).getTime())).toBe(false);
    expect(isThirdDay(made, new Date(2026, 10, 22, 0, 5).getTime())).toBe(true);
    expect(isThirdDay(made, new Date(2026, 10, 22, 23, 59).getTime())).toBe(true);
    expect(isThirdDay(made, new Date(2026, 10, 23, 0, 1).getTime())).toBe(false);
    expect(isThirdDay(0, Date.now())).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { planCloudSync } from './cloud-merge.js';

describe('settings across devices', () => {
  it('a new device takes the cloud values; values only here go up; both present: this device wins', () => {
    const here: Record<string, string> = { hiddenNotices: '{"banner":["a"]}', guideMarkers: '["firstChat"]' };
    const plan = planCloudSync(['guideMarkers', 'hiddenNotices', 'other'], (k) => here[k] ?? null, {
      guideMarkers: '["firstChat","meet"]',
      other: 'x',
    });
    expect(plan.toLocal).toEqual([['other', 'x']]);
    expect(plan.toCloud).toEqual([['hiddenNotices', '{"banner":["a"]}']]);
  });

  it('an empty cloud value counts as absent', () => {
    expect(planCloudSync(['guideMarkers'], () => null, { guideMarkers: '' })).toEqual({ toLocal: [], toCloud: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache.js';

describe('the catalogue cache', () => {
  it('drops the least recently used entry when full, so pages asked for all the time stay', async () => {
    const cache = new CatalogueCache(2);
    let loads = 0;
    const get = (key: string) => cache.get(key, async () => (loads++, key));
    await get('home');
    await get('persona:a');
    await get('home');
    await get('persona:b');
    expect(loads).toBe(3);
    await get('home');
    expect(loads).toBe(3);
    await get('persona:a');
    expect(loads).toBe(4);
  });
});

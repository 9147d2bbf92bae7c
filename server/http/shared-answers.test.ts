import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { signBody } from '../../shared/sign.js';
import { makeTestApp, testDialect, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The answer's bytes, as the mini-app receives them. */
async function listText(params: object, o: { token?: string; headers?: Record<string, string> } = {}): Promise<string> {
  const body = JSON.stringify({ params, token: o.token ?? '', ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'u' });
  const res = await t.app.request('/v1/character/list', {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: signBody(body, t.deps.config.signSecret), ...o.headers },
    body,
  });
  expect(res.headers.get('content-type')).toBe('application/json');
  return res.text();
}

describe(`the public home list, its JSON kept with the cached list, on ${testDialect}`, () => {
  it('answers the bytes JSON.stringify writes, each caller with its own region', async () => {
    const params = { sort: 1, page: 1, pageSize: 5 };
    const plain = await listText(params);
    // Served again from the JSON kept with the list: no list is serialized this time. On
    // PostgreSQL other test files' catalogue writes drop the cache now and then: tried again then.
    let again = '';
    for (let attempt = 0; ; attempt++) {
      const changes = t.deps.catalogue.changes;
      await listText(params);
      const stringify = vi.spyOn(JSON, 'stringify');
      let lists: unknown[];
      try {
        again = await listText(params);
        lists = stringify.mock.calls.filter(([v]) => (v as { list?: unknown })?.list ?? (v as { data?: unknown })?.data);
      } finally {
        stringify.mockRestore();
      }
      if (attempt < 10 && (t.deps.catalogue.changes !== changes || !t.deps.catalogue.live)) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      expect(lists).toEqual([]);
      break;
    }
    const fromDe = await listText(params, { headers: { [t.deps.config.regionHeader]: 'de' } });
    for (const text of [plain, again, fromDe]) expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(again).toBe(plain);
    const answer = JSON.parse(fromDe) as { code: number; message: string; data: { list: unknown[] }; region: string };
    expect(Object.keys(answer)).toEqual(['code', 'message', 'data', 'region']);
    expect(answer).toMatchObject({ code: 0, message: '', region: 'DE' });
    expect(answer.data).toEqual(JSON.parse(plain).data);
    expect(answer.data.list).toHaveLength(5);
    // A signed-in caller gets the same cards through the ordinary answer.
    const { token } = await t.member();
    expect(JSON.parse(await listText(params, { token })).data.list.map((c: { id: string }) => c.id)).toEqual(
      answer.data.list.map((c) => (c as { id: string }).id),
    );
  });

  it('over real HTTP: the Content-Length kept with the JSON is the size of the bytes sent, whatever the region', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Names with letters outside ASCII: bytes and characters differ.
      const first = JSON.parse(await listText({ sort: 1, page: 1, pageSize: 3 })).data.list[0] as { id: string };
      await t.deps.db.updateTable('characters').set({ name: 'Zoë 世界 🌸' }).where('id', '=', first.id).execute();
      // A header outside ISO codes is answered as no region (contract-audit-transport.test.ts).
      for (const [region, answered] of [
        ['', ''],
        ['de', 'DE'],
        ['ÄÖ', ''],
      ]) {
        const body = JSON.stringify({ params: { sort: 1, page: 1, pageSize: 3 }, token: '' });
        const res = await fetch(`${base}/v1/character/list`, {
          method: 'POST',
          headers: { sign: signBody(body, t.deps.config.signSecret), ...(region ? { [t.deps.config.regionHeader]: region } : {}) },
          body,
        });
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
        const answer = JSON.parse(bytes.toString('utf8'));
        expect(answer).toMatchObject({ code: 0, region: answered });
        expect(answer.data.list.find((c: { id: string }) => c.id === first.id)?.name).toBe('Zoë 世界 🌸');
      }
    } finally {
      server.close();
    }
  });

  it('serves a catalogue change at once, not the JSON of the list before it', async () => {
    const params = { sort: 1, page: 1, pageSize: 5 };
    const before = JSON.parse(await listText(params)) as { data: { list: Array<{ id: string; name: string }> } };
    const first = before.data.list[0]!;
    await t.deps.db.updateTable('characters').set({ name: 'Renamed Just Now' }).where('id', '=', first.id).execute();
    const after = JSON.parse(await listText(params)) as typeof before;
    expect(after.data.list.find((c) => c.id === first.id)?.name).toBe('Renamed Just Now');
  });
});

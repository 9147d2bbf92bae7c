import { describe, expect, it } from 'vitest';
import { LocalStreams, type Stream, type StreamEvent } from './reply-streams.js';

const never = new AbortController().signal;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function all(events: AsyncIterable<StreamEvent> | null) {
  const out: Array<[number, string, string]> = [];
  for await (const e of events ?? []) out.push([e.id, e.event, e.data]);
  return out;
}

/** Counts the streams handed to the PostgreSQL relay's hook when dropped. */
class Counted extends LocalStreams {
  droppedKeys: string[] = [];
  protected override dropped(key: string, _s: Stream) {
    this.droppedKeys.push(key);
  }
}

describe('reply streams of one process', () => {
  it('a client resuming a finished reply gets the events after the one it saw, then done', async () => {
    const streams = new LocalStreams(60_000);
    const out = streams.open('k');
    out.push('token', { text: 'Hel' });
    out.push('token', { text: 'lo' });
    const done = { message: { id: 'm1', content: 'Hello' }, energy: 9 };
    out.push('done', done);
    expect(streams.running('k')).toBe(true);
    out.end();
    expect(streams.running('k')).toBe(false);
    expect(await all(await streams.follow('k', 1, never))).toEqual([
      [2, 'token', '{"text":"lo"}'],
      [3, 'done', JSON.stringify(done)],
    ]);
  });

  it('a follower waiting on a live reply gets each event as it comes, ids after a resumed start', async () => {
    const streams = new LocalStreams(60_000);
    const out = streams.open('k', 4);
    const read = all(await streams.follow('k', 4, never));
    out.push('token', { text: 'a' });
    await sleep(1);
    out.push('done', { ok: true });
    out.end();
    expect(await read).toEqual([
      [5, 'token', '{"text":"a"}'],
      [6, 'done', '{"ok":true}'],
    ]);
  });

  it('a long reply packed when it ends reads the same from any event: queue, tokens, done', async () => {
    const streams = new LocalStreams(60_000);
    const out = streams.open('k', 10);
    const live = all(await streams.follow('k', 10, never));
    out.push('queue', { position: 2 });
    const pieces = Array.from({ length: 50 }, (_, i) => (i % 7 ? ` w${i}` : ` "é${i}"\n`));
    for (const text of pieces) out.push('token', { text });
    out.push('done', { message: { content: pieces.join('') } });
    const before = await live;
    out.end();
    expect(before).toHaveLength(52);
    expect(before[0]).toEqual([11, 'queue', '{"position":2}']);
    expect(before[1]).toEqual([12, 'token', JSON.stringify({ text: pieces[0] })]);
    expect(before[51]![1]).toBe('done');
    for (const after of [10, 11, 12, 30, 60, 61, 62]) {
      expect(await all(await streams.follow('k', after, never))).toEqual(before.filter(([id]) => id > after));
    }
  });

  it('a follower reading while the reply ends gets the rest from the packed stream', async () => {
    const streams = new LocalStreams(60_000);
    const out = streams.open('k');
    for (const text of ['a', 'b', 'c']) out.push('token', { text });
    const seen: string[] = [];
    const reading = (async () => {
      for await (const e of (await streams.follow('k', 0, never))!) {
        seen.push(e.data);
        // The reply ends (and is packed) while this follower is between two events.
        if (seen.length === 1) {
          out.push('token', { text: 'd' });
          out.push('done', { ok: 1 });
          out.end();
        }
      }
    })();
    await reading;
    expect(seen).toEqual(['{"text":"a"}', '{"text":"b"}', '{"text":"c"}', '{"text":"d"}', '{"ok":1}']);
  });

  it('a finished stream is dropped once its keep time is over, once', async () => {
    const streams = new Counted(30);
    for (const key of ['a', 'b']) {
      const out = streams.open(key);
      out.push('done', { key });
      out.end();
    }
    expect(await streams.follow('a', 0, never)).not.toBeNull();
    await sleep(120);
    expect(await streams.follow('a', 0, never)).toBeNull();
    expect(await streams.follow('b', 0, never)).toBeNull();
    expect(streams.droppedKeys).toEqual(['a', 'b']);
  });

  it('the same turn made again replaces a kept stream, and the old one expiring leaves the new one', async () => {
    const streams = new LocalStreams(30);
    const first = streams.open('k');
    first.push('error', { code: 3001 });
    first.end();
    const again = streams.open('k');
    again.push('token', { text: 'x' });
    await sleep(120);
    expect(streams.running('k')).toBe(true);
    again.push('done', {});
    again.end();
    expect((await all(await streams.follow('k', 0, never))).map((e) => e[1])).toEqual(['token', 'done']);
  });

  it('a discarded stream is forgotten at once', async () => {
    const streams = new LocalStreams(60_000);
    const out = streams.open('k');
    out.discard();
    expect(streams.running('k')).toBe(false);
    expect(await streams.follow('k', 0, never)).toBeNull();
  });
});

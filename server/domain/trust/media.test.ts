import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sniffType, videoDurationMs } from './media.js';
import { jpeg, mp4, recordedWebm, webm } from './test-media.js';

const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, bytes: Buffer) => {
  const p = join(dir, name);
  writeFileSync(p, bytes);
  return p;
};

describe('a verification file read from its bytes', () => {
  it('knows the kind by magic numbers, not by name', () => {
    expect(sniffType(jpeg(64))).toBe('jpeg');
    expect(sniffType(mp4(3))).toBe('mp4');
    expect(sniffType(webm(3))).toBe('webm');
    expect(sniffType(Buffer.from('<svg onload=alert(1)>'))).toBeNull();
  });

  it('reads the real duration of an MP4 from its movie header, past a large mdat', async () => {
    expect(await videoDurationMs(file('a.mp4', mp4(20, 300_000)), 'mp4')).toBe(20_000);
    expect(await videoDurationMs(file('b.mp4', mp4(14.5)), 'mp4')).toBe(14_500);
  });

  it('reads a WebM’s Duration, or its last block’s time when a recorder wrote none', async () => {
    expect(await videoDurationMs(file('a.webm', webm(20)), 'webm')).toBe(20_000);
    expect(await videoDurationMs(file('b.webm', recordedWebm(20)), 'webm')).toBe(19_500);
    expect(await videoDurationMs(file('c.webm', recordedWebm(5)), 'webm')).toBe(4_500);
  });

  it('answers null for a container without a readable duration', async () => {
    expect(await videoDurationMs(file('x.mp4', mp4(3).subarray(0, 40)), 'mp4')).toBeNull();
    expect(await videoDurationMs(file('x.webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80])), 'webm')).toBeNull();
  });
});

/**
 * What an uploaded verification file is, read from its bytes and never from its name or the
 * Content-Type the client claims: the kind by its magic numbers, a video's duration from its
 * container header (MP4/MOV `mvhd`, WebM/Matroska Segment Info, else its last block's time). The
 * machine has no ffmpeg and nothing is decoded: only a few header bytes are read, at offsets.
 */
import { open, type FileHandle } from 'node:fs/promises';

export type MediaType = 'jpeg' | 'png' | 'webp' | 'mp4' | 'webm';
export const photoTypes: readonly MediaType[] = ['jpeg', 'png', 'webp'];
export const videoTypes: readonly MediaType[] = ['mp4', 'webm'];

/** The type of a file from its first 16 bytes; null when it is none of the accepted ones. */
export function sniffType(head: Uint8Array): MediaType | null {
  const b = Buffer.from(head);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 8 && b.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

async function readAt(fh: FileHandle, pos: number, len: number): Promise<Buffer> {
  const buf = Buffer.alloc(len);
  const { bytesRead } = await fh.read(buf, 0, len, pos);
  return buf.subarray(0, bytesRead);
}

/** Duration of an MP4/MOV from the movie header box; null when there is none. */
async function mp4Duration(fh: FileHandle, size: number): Promise<number | null> {
  // Boxes: 32-bit size (1: a 64-bit size follows; 0: to the end) and a 4-letter type.
  const findBox = async (start: number, end: number, type: string): Promise<{ body: number; end: number } | null> => {
    let pos = start;
    for (let guard = 0; pos + 8 <= end && guard < 10_000; guard++) {
      const h = await readAt(fh, pos, 16);
      if (h.length < 8) return null;
      let boxSize = h.readUInt32BE(0);
      let header = 8;
      if (boxSize === 1) {
        if (h.length < 16) return null;
        boxSize = Number(h.readBigUInt64BE(8));
        header = 16;
      } else if (boxSize === 0) boxSize = end - pos;
      if (boxSize < header) return null;
      if (h.toString('latin1', 4, 8) === type) return { body: pos + header, end: Math.min(pos + boxSize, end) };
      pos += boxSize;
    }
    return null;
  };
  const moov = await findBox(0, size, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(moov.body, moov.end, 'mvhd');
  if (!mvhd) return null;
  const b = await readAt(fh, mvhd.body, 32);
  if (b.length < 20) return null;
  const version = b[0];
  const [timescale, duration] =
    version === 1
      ? b.length >= 32
        ? [b.readUInt32BE(20), Number(b.readBigUInt64BE(24))]
        : [0, 0]
      : [b.readUInt32BE(12), b.readUInt32BE(16)];
  if (!timescale) return null;
  return Math.round((duration / timescale) * 1000);
}

// Matroska / WebM element ids.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMESTAMP_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIME = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;

/** An EBML variable-length integer at `b[at]`: its value, its length, and whether it is "unknown" (all ones). */
function vint(b: Buffer, at: number, keepMarker: boolean): { value: number; len: number; unknown: boolean } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const len = Math.clz32(first) - 23;
  if (at + len > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> len);
  let allOnes = value === 0xff >> len;
  for (let i = 1; i < len; i++) {
    value = value * 256 + b[at + i]!;
    if (b[at + i] !== 0xff) allOnes = false;
  }
  return { value, len, unknown: !keepMarker && allOnes };
}

/** Children of the element whose data runs from `start` to `end`: id, where its data starts, its end. */
async function* elements(fh: FileHandle, start: number, end: number) {
  let pos = start;
  while (pos < end) {
    const h = await readAt(fh, pos, 12);
    const id = vint(h, 0, true);
    const len = id && vint(h, id.len, false);
    if (!id || !len) return;
    const data = pos + id.len + len.len;
    const stop = len.unknown ? end : Math.min(data + len.value, end);
    yield { id: id.value, data, end: stop, unknownSize: len.unknown };
    // An element of unknown size (live recordings' Segment and Cluster) is walked into.
    pos = len.unknown ? data : stop;
  }
}

/** Duration of a WebM/Matroska: Segment Info's Duration, else the time of its last block. */
async function webmDuration(fh: FileHandle, size: number): Promise<number | null> {
  let scaleNs = 1_000_000;
  let lastMs: number | null = null;
  for await (const top of elements(fh, 0, size)) {
    if (top.id !== SEGMENT) continue;
    let clusterTime = 0;
    for await (const el of elements(fh, top.data, top.end)) {
      if (el.id === INFO) {
        let duration: number | null = null;
        for await (const f of elements(fh, el.data, el.end)) {
          const b = await readAt(fh, f.data, Math.min(f.end - f.data, 8));
          if (f.id === TIMESTAMP_SCALE) scaleNs = b.length ? Number(b.readUIntBE(0, Math.min(b.length, 6))) : scaleNs;
          if (f.id === DURATION) duration = b.length === 4 ? b.readFloatBE(0) : b.length === 8 ? b.readDoubleBE(0) : null;
        }
        if (duration !== null && Number.isFinite(duration)) return Math.round((duration * scaleNs) / 1e6);
      } else if (el.id === CLUSTER && !el.unknownSize) {
        // Recordings without a Duration: the last block's time is the length.
        for await (const c of elements(fh, el.data, el.end)) {
          const t = await blockTime(fh, c, clusterTime);
          if (c.id === CLUSTER_TIME) clusterTime = t ?? clusterTime;
          else if (t !== null) lastMs = Math.max(lastMs ?? 0, Math.round((t * scaleNs) / 1e6));
        }
      } else if (el.id === CLUSTER_TIME || el.id === SIMPLE_BLOCK || el.id === BLOCK_GROUP) {
        // Inside a cluster of unknown size its children appear at this level.
        const t = await blockTime(fh, el, clusterTime);
        if (el.id === CLUSTER_TIME) clusterTime = t ?? clusterTime;
        else if (t !== null) lastMs = Math.max(lastMs ?? 0, Math.round((t * scaleNs) / 1e6));
      }
    }
    break;
  }
  return lastMs;
}

/** A cluster's time, or a block's absolute time (cluster time + its signed 16-bit offset). */
async function blockTime(fh: FileHandle, el: { id: number; data: number; end: number }, clusterTime: number): Promise<number | null> {
  if (el.id === CLUSTER_TIME) {
    const b = await readAt(fh, el.data, Math.min(el.end - el.data, 6));
    return b.length ? b.readUIntBE(0, b.length) : null;
  }
  let at = el.data;
  if (el.id === BLOCK_GROUP) {
    at = -1;
    for await (const c of elements(fh, el.data, el.end)) if (c.id === BLOCK) at = c.data;
    if (at < 0) return null;
  } else if (el.id !== SIMPLE_BLOCK) return null;
  const b = await readAt(fh, at, 12);
  const track = vint(b, 0, false);
  if (!track || b.length < track.len + 2) return null;
  return clusterTime + b.readInt16BE(track.len);
}

/** A video's duration in ms from its container, or null when it cannot be read. */
export async function videoDurationMs(path: string, type: MediaType): Promise<number | null> {
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    if (type === 'mp4') return await mp4Duration(fh, size);
    if (type === 'webm') return await webmDuration(fh, size);
    return null;
  } finally {
    await fh.close();
  }
}

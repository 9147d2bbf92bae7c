/**
 * Tiny real media files for tests: the container headers the verification check reads, with
 * filler where the picture or the frames would be.
 */

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};

/** An MP4 of `seconds` (movie header at a 600 timescale), `padding` bytes of mdat first, like a camera writes. */
export function mp4(seconds: number, padding = 1024): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2mp41', 'latin1'));
  const mdat = box('mdat', Buffer.alloc(padding, 7));
  const timescale = 600;
  const mvhd = box(
    'mvhd',
    u32(0),
    u32(0),
    u32(0),
    u32(timescale),
    u32(Math.round(seconds * timescale)),
    u32(0x00010000),
    Buffer.from([1, 0]),
    Buffer.alloc(10),
    Buffer.alloc(36),
    Buffer.alloc(24),
    u32(2),
  );
  const moov = box('moov', mvhd, box('trak', Buffer.alloc(16)));
  return Buffer.concat([ftyp, mdat, moov]);
}

const ebmlId = (id: number) => {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from(bytes);
};
/** An element with an 8-byte size, or the "unknown" size live recordings use. */
const el = (id: number, body: Buffer, unknownSize = false) => {
  const size = Buffer.alloc(8);
  if (unknownSize) size.fill(0xff, 1).writeUInt8(0x01, 0);
  else {
    size.writeUInt8(0x01, 0);
    size.writeUIntBE(body.length, 2, 6);
  }
  return Buffer.concat([ebmlId(id), size, body]);
};
const uint = (id: number, n: number, len = 4) => {
  const b = Buffer.alloc(len);
  b.writeUIntBE(n, 0, len);
  return el(id, b);
};
const float64 = (id: number, n: number) => {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return el(id, b);
};
const header = () => el(0x1a45dfa3, Buffer.concat([uint(0x4286, 1, 1), el(0x4282, Buffer.from('webm'))]));

/** A WebM whose Segment Info says it lasts `seconds`. */
export function webm(seconds: number): Buffer {
  const info = el(0x1549a966, Buffer.concat([uint(0x2ad7b1, 1_000_000, 3), float64(0x4489, seconds * 1000)]));
  return Buffer.concat([header(), el(0x18538067, Buffer.concat([info, el(0xec, Buffer.alloc(64))]))]);
}

/** A WebM as a browser's MediaRecorder writes it: no Duration, unknown sizes, a cluster a second. */
export function recordedWebm(seconds: number): Buffer {
  const info = el(0x1549a966, uint(0x2ad7b1, 1_000_000, 3));
  const clusters: Buffer[] = [];
  for (let s = 0; s < seconds; s++) {
    const blocks = [0, 500].map((offset) => {
      const b = Buffer.alloc(4 + 32, 1);
      b.writeUInt8(0x81, 0);
      b.writeInt16BE(offset, 1);
      b.writeUInt8(0x80, 3);
      return el(0xa3, b);
    });
    clusters.push(el(0x1f43b675, Buffer.concat([uint(0xe7, s * 1000), ...blocks]), true));
  }
  return Buffer.concat([header(), el(0x18538067, Buffer.concat([info, ...clusters]), true)]);
}

/** A JPEG's first bytes and `size` in all. */
export function jpeg(size: number): Buffer {
  const b = Buffer.alloc(size, 0);
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return b;
}

import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A PNG chunk with its CRC, as an encoder writes it. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG from sharp with a text chunk put in before IEND. */
export async function cardPng(keyword: string, card: unknown, color = { r: 200, g: 30, b: 40 }, kind: 'tEXt' | 'iTXt' = 'tEXt') {
  const png = await sharp({ create: { width: 400, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
  const payload = Buffer.from(JSON.stringify(card)).toString('base64');
  const data =
    kind === 'tEXt'
      ? Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(payload, 'latin1')])
      : Buffer.concat([Buffer.from(`${keyword}\0\x01\x00\0\0`, 'latin1'), deflateSync(Buffer.from(payload))]);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk(kind, data), png.subarray(iend)]);
}

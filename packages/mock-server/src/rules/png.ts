/**
 * A tiny PNG encoder for the content host's generated images: RGBA, and zlib "stored"
 * (uncompressed) deflate blocks, so it needs no compression library and runs in browsers; or
 * deflated by the runtime where it can (`encodePngDeflated`).
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(
    Array.from(type, (char) => char.charCodeAt(0)),
    4,
  );
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** zlib stream of stored blocks (at most 65535 bytes each). */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out.set([0x78, 0x01]);
  let offset = 2;
  for (let i = 0; i < blocks; i++) {
    const part = raw.subarray(i * 65535, (i + 1) * 65535);
    out[offset] = i === blocks - 1 ? 1 : 0;
    out[offset + 1] = part.length & 0xff;
    out[offset + 2] = part.length >>> 8;
    out[offset + 3] = ~part.length & 0xff;
    out[offset + 4] = (~part.length >>> 8) & 0xff;
    out.set(part, offset + 5);
    offset += 5 + part.length;
  }
  new DataView(out.buffer).setUint32(offset, adler32(raw));
  return out;
}

/** The image rows, each behind its filter byte: 0 (none) or 1 (Sub: the difference to the pixel on the left). */
function rows(
  width: number,
  height: number,
  rgba: Uint8Array,
  filter: 0 | 1,
): Uint8Array<ArrayBuffer> {
  const stride = width * 4;
  const raw = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    raw[at] = filter;
    for (let x = 0; x < stride; x++) {
      const value = rgba[y * stride + x] ?? 0;
      raw[at + 1 + x] = filter && x >= 4 ? value - (rgba[y * stride + x - 4] ?? 0) : value;
    }
  }
  return raw;
}

function png(width: number, height: number, idat: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit depth, RGBA, deflate, no filter method, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Encodes `rgba` (width × height × 4 bytes, row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  return png(width, height, zlibStored(rows(width, height, rgba, 0)));
}

/**
 * The same picture compressed: Sub-filtered rows through the runtime's `CompressionStream` (zlib
 * deflate, in browsers and Node), so flat drawn pictures weigh a few kilobytes instead of
 * width × height × 4 bytes. Runtimes without it get {@link encodePng}.
 */
export async function encodePngDeflated(
  width: number,
  height: number,
  rgba: Uint8Array,
): Promise<Uint8Array> {
  if (typeof CompressionStream === 'undefined') return encodePng(width, height, rgba);
  // The rows go in as one chunk of a plain stream, not a Blob's: WebKitGTK 2.50's drawing worker
  // failed to read such a Blob now and then ("NotReadableError: The I/O read operation failed"),
  // and the picture with it.
  const filtered = rows(width, height, rgba, 1);
  const stream = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(filtered);
      controller.close();
    },
  }).pipeThrough(new CompressionStream('deflate'));
  return png(width, height, new Uint8Array(await new Response(stream).arrayBuffer()));
}

import { crc32, deflateSync } from 'node:zlib';
import { faviconShapes, type Shape } from './favicon';

type Rgba = [number, number, number, number];

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function covers(shape: Shape, x: number, y: number): boolean {
  switch (shape.kind) {
    case 'rounded-square': {
      if (x < 0 || y < 0 || x > shape.size || y > shape.size) return false;
      const half = shape.size / 2;
      const dx = Math.max(Math.abs(x - half) - (half - shape.radius), 0);
      const dy = Math.max(Math.abs(y - half) - (half - shape.radius), 0);
      return dx * dx + dy * dy <= shape.radius * shape.radius;
    }
    case 'ellipse': {
      const angle = (-shape.rotate * Math.PI) / 180;
      const px = x - shape.cx;
      const py = y - shape.cy;
      const ux = px * Math.cos(angle) - py * Math.sin(angle);
      const uy = px * Math.sin(angle) + py * Math.cos(angle);
      return (ux / shape.rx) ** 2 + (uy / shape.ry) ** 2 <= 1;
    }
    case 'line': {
      const vx = shape.x2 - shape.x1;
      const vy = shape.y2 - shape.y1;
      const t = Math.max(0, Math.min(1, ((x - shape.x1) * vx + (y - shape.y1) * vy) / (vx * vx + vy * vy)));
      return Math.hypot(x - (shape.x1 + t * vx), y - (shape.y1 + t * vy)) <= shape.width / 2;
    }
  }
}

/** The shapes drawn at `size` × `size` pixels, edges smoothed by 4 × 4 samples a pixel. */
function rasterise(size: number): Buffer {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const sum: Rgba = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((column + (sx + 0.5) / samples) * 32) / size;
          const y = ((row + (sy + 0.5) / samples) * 32) / size;
          const top = faviconShapes.findLast((shape) => covers(shape, x, y));
          if (!top) continue;
          const [r, g, b] = rgb(top.kind === 'line' ? top.stroke : top.fill);
          sum[0] += r;
          sum[1] += g;
          sum[2] += b;
          sum[3] += 1;
        }
      }
      const offset = (row * size + column) * 4;
      if (sum[3] === 0) continue;
      pixels[offset] = Math.round(sum[0] / sum[3]);
      pixels[offset + 1] = Math.round(sum[1] / sum[3]);
      pixels[offset + 2] = Math.round(sum[2] / sum[3]);
      pixels[offset + 3] = Math.round((255 * sum[3]) / (samples * samples));
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG of the icon at `size` pixels. */
export function faviconPng(size: number): Buffer {
  const pixels = rasterise(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row++) pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** /favicon.ico: the icon at 16, 32 and 48 pixels, each a PNG inside the ICO container every browser reads. */
export function faviconIco(sizes = [16, 32, 48]): Buffer {
  const images = sizes.map((size) => faviconPng(size));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(sizes[index]! % 256, entry);
    header.writeUInt8(sizes[index]! % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

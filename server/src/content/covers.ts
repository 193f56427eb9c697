import { crc32, deflateSync } from 'node:zlib';
import { courseTracks, eventClasses } from '@vela/contracts/content';

/**
 * Cover images of the demo content, drawn here rather than shipped as binaries: a diagonal gradient
 * in the colours of the class or track with a faint candle chart over it. PNG at 1200x630 (the size
 * link previews use), because sites that unfurl shared links do not read SVG.
 */
export const coverNames = [...eventClasses, ...courseTracks] as const;
export type CoverName = (typeof coverNames)[number];

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

export function coverPath(name: CoverName): string {
  return `/media/covers/${name}.png`;
}

type Rgb = readonly [number, number, number];

const palettes: Record<CoverName, readonly [Rgb, Rgb]> = {
  'latest-news': [
    [11, 122, 67],
    [46, 189, 133],
  ],
  'new-listings': [
    [29, 111, 224],
    [106, 168, 255],
  ],
  activities: [
    [180, 83, 9],
    [245, 158, 11],
  ],
  maintenance: [
    [74, 79, 92],
    [154, 161, 173],
  ],
  'product-updates': [
    [109, 40, 217],
    [167, 139, 250],
  ],
  research: [
    [15, 118, 110],
    [94, 234, 212],
  ],
  web3: [
    [30, 58, 138],
    [129, 140, 248],
  ],
};

const cache = new Map<CoverName, Buffer>();

export function isCoverName(name: string): name is CoverName {
  return (coverNames as readonly string[]).includes(name);
}

export function coverPng(name: CoverName): Buffer {
  let png = cache.get(name);
  if (!png) {
    png = encodePng(COVER_WIDTH, COVER_HEIGHT, drawCover(name));
    cache.set(name, png);
  }
  return png;
}

/** RGB rows, each prefixed with PNG filter type 0 (none). */
function drawCover(name: CoverName): Buffer {
  const [from, to] = palettes[name];
  const stride = COVER_WIDTH * 3 + 1;
  const pixels = Buffer.alloc(stride * COVER_HEIGHT);
  const candles = candleChart(name);
  const candleWidth = COVER_WIDTH / candles.length;
  for (let y = 0; y < COVER_HEIGHT; y += 1) {
    pixels[y * stride] = 0;
    for (let x = 0; x < COVER_WIDTH; x += 1) {
      const t = (x / COVER_WIDTH) * 0.6 + (y / COVER_HEIGHT) * 0.4;
      const candle = candles[Math.floor(x / candleWidth)];
      const offset = x % candleWidth;
      let light = 0;
      if (candle && offset > candleWidth * 0.2 && offset < candleWidth * 0.8) {
        if (y >= candle.bodyTop && y <= candle.bodyBottom) light = 0.28;
      }
      if (candle && Math.abs(offset - candleWidth / 2) < 1.5 && y >= candle.high && y <= candle.low) light = 0.2;
      const at = y * stride + 1 + x * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const base = (from[channel] as number) + ((to[channel] as number) - (from[channel] as number)) * t;
        pixels[at + channel] = Math.round(base + (255 - base) * light);
      }
    }
  }
  return pixels;
}

/** A deterministic walk per cover name, so every start draws the same picture. */
function candleChart(name: string): { high: number; low: number; bodyTop: number; bodyBottom: number }[] {
  let seed = [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const random = () => {
    seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
    return seed / 2 ** 32;
  };
  const candles = [];
  let price = COVER_HEIGHT * 0.62;
  for (let index = 0; index < 24; index += 1) {
    const open = price;
    price = Math.min(COVER_HEIGHT * 0.85, Math.max(COVER_HEIGHT * 0.3, price + (random() - 0.56) * 110));
    const top = Math.min(open, price);
    const bottom = Math.max(open, price) + 4;
    candles.push({ bodyTop: top, bodyBottom: bottom, high: top - random() * 45, low: bottom + random() * 45 });
  }
  return candles;
}

function encodePng(width: number, height: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([length, typed, checksum]);
}

import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanImage, sniffImage } from './kyc-images.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

/** A PNG whose header claims `width` x `height` pixels, with one tiny compressed row of data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their first bytes only', async () => {
    expect(sniffImage(await photo(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await photo(8, 8).png().toBuffer())).toBe('png');
    expect(sniffImage(await photo(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffImage(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
});

describe('cleanImage', () => {
  it('re-encodes a PNG or WebP as a JPEG of the same size', async () => {
    for (const input of [await photo(640, 400).png().toBuffer(), await photo(640, 400).webp().toBuffer()]) {
      const cleaned = await cleanImage(input);
      expect(cleaned).toMatchObject({ ok: true, width: 640, height: 400 });
      if (!cleaned.ok) return;
      expect(sniffImage(cleaned.jpeg)).toBe('jpeg');
      expect(await sharp(cleaned.jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 400 });
    }
  });

  it('strips EXIF (GPS, camera, comments) and whatever trails the image', async () => {
    const marker = 'WHERE-I-LIVE-48.8566N-2.3522E';
    const input = Buffer.concat([
      await photo(400, 300)
        .jpeg()
        .withExif({ IFD0: { Copyright: marker, Artist: marker, ImageDescription: marker } })
        .toBuffer(),
      Buffer.from(`trailing ${marker}`),
    ]);
    expect(input.includes(marker)).toBe(true);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const cleaned = await cleanImage(input);
    expect(cleaned.ok).toBe(true);
    if (!cleaned.ok) return;
    expect(cleaned.jpeg.includes(marker)).toBe(false);
    const metadata = await sharp(cleaned.jpeg).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('turns a rotated phone photo upright before the orientation tag is dropped', async () => {
    const sideways = await photo(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await cleanImage(sideways)).toMatchObject({ ok: true, width: 300, height: 400 });
  });

  it('scales a large photo down to at most 2400 px on its longest side', async () => {
    expect(await cleanImage(await photo(4000, 3000).jpeg().toBuffer())).toMatchObject({
      ok: true,
      width: 2400,
      height: 1800,
    });
  });

  it.each([
    ['plain text', Buffer.from('this is not an image, whatever its name says')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>')],
    ['a PNG signature with garbage after it', Buffer.concat([pngClaiming(1, 1).subarray(0, 8), Buffer.alloc(500, 7)])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s as not an image', async (_name, input) => {
    expect(await cleanImage(input)).toEqual({ ok: false, problem: 'not-an-image' });
  });

  it('refuses a file whose signature and content disagree', async () => {
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    const png = await photo(400, 300).png().toBuffer();
    // A PNG signature in front of a JPEG body.
    expect(await cleanImage(Buffer.concat([png.subarray(0, 8), jpeg.subarray(8)]))).toEqual({
      ok: false,
      problem: 'not-an-image',
    });
  });

  it('refuses a truncated image', async () => {
    const jpeg = await photo(800, 600).jpeg({ quality: 95 }).toBuffer();
    expect(await cleanImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({
      ok: false,
      problem: 'not-an-image',
    });
  });

  it('refuses an image too small to read', async () => {
    expect(await cleanImage(await photo(150, 600).png().toBuffer())).toEqual({ ok: false, problem: 'image-too-small' });
  });

  it('refuses a file over the size limit before decoding it', async () => {
    const big = Buffer.concat([await photo(400, 300).jpeg().toBuffer(), Buffer.alloc(8 * 1024 * 1024)]);
    expect(await cleanImage(big)).toEqual({ ok: false, problem: 'image-too-large' });
  });

  it('refuses a small file that claims too many pixels (a decompression bomb)', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await cleanImage(bomb)).toEqual({ ok: false, problem: 'image-too-large' });
  });
});

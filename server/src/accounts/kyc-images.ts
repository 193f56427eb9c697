import { kycLimits } from '@vela/contracts/kyc';
import sharp from 'sharp';

/** What the magic bytes say a file is; the declared type and the file name are never trusted. */
export type ImageKind = 'jpeg' | 'png' | 'webp';

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF <size> WEBP
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return 'webp';
  }
  return undefined;
}

export type ImageProblem = 'not-an-image' | 'image-too-large' | 'image-too-small';

export type CleanImage =
  | { ok: true; jpeg: Buffer; width: number; height: number }
  | { ok: false; problem: ImageProblem };

/** The longest side kept: documents stay readable, files stay small. */
const MAX_SIDE = 2400;

/**
 * Checks an uploaded identity image by its content and re-encodes it: the signature must be
 * JPEG, PNG or WebP and agree with what the decoder finds, the whole image must decode (a
 * truncated or corrupt file is refused), and its pixel count is capped before decoding. The
 * result is a fresh JPEG drawn from the pixels only, turned upright first, so no EXIF, GPS, XMP,
 * ICC comment or trailing payload of the original survives.
 */
export async function cleanImage(bytes: Uint8Array): Promise<CleanImage> {
  if (bytes.byteLength > kycLimits.fileMaxBytes) return { ok: false, problem: 'image-too-large' };
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, problem: 'not-an-image' };
  const options = { limitInputPixels: kycLimits.imageMaxPixels, failOn: 'error', animated: false } as const;
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // The header only: the pixel cap is checked below, with its own answer.
    const metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    format = metadata.format;
    // Orientations 5-8 swap the sides once the image is turned upright.
    const swapped = (metadata.orientation ?? 1) >= 5;
    width = (swapped ? metadata.height : metadata.width) ?? 0;
    height = (swapped ? metadata.width : metadata.height) ?? 0;
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
  if (format !== kind) return { ok: false, problem: 'not-an-image' };
  if (width * height > kycLimits.imageMaxPixels) return { ok: false, problem: 'image-too-large' };
  if (Math.min(width, height) < kycLimits.imageMinSide) return { ok: false, problem: 'image-too-small' };
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, jpeg: data, width: info.width, height: info.height };
  } catch {
    // Passed the header checks, then failed to decode: truncated or corrupt.
    return { ok: false, problem: 'not-an-image' };
  }
}

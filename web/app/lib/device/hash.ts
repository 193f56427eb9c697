/** Hashes for the device fingerprint: SHA-256 where SubtleCrypto exists, FNV-1a 64-bit otherwise. */

const FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/**
 * FNV-1a 64-bit over the UTF-8 bytes, as 16 hex digits. Not cryptographic: it is the fallback where
 * SubtleCrypto is missing (pages served over plain http) and the short digest of canvas pixels.
 */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

/** SHA-256 as 64 hex digits when `subtle` is given, else FNV-1a 64-bit (16 hex digits). */
export async function hashText(text: string, subtle: Pick<SubtleCrypto, 'digest'> | undefined): Promise<string> {
  if (!subtle) return fnv1a64(text);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hashes for the device fingerprint: SHA-256 where SubtleCrypto exists, FNV-1a 64-bit otherwise. */

/**
 * FNV-1a 64-bit over the UTF-8 bytes, as 16 hex digits. Not cryptographic: it is the fallback where
 * SubtleCrypto is missing (pages served over plain http) and the short digest of canvas pixels.
 * The 64-bit state is kept as four 16-bit limbs in plain numbers: a BigInt per byte made the
 * canvas digest (a data URL of some 10,000 characters) one of the longest tasks of a first visit.
 */
export function fnv1a64(text: string): string {
  // The offset basis 0xcbf29ce484222325, lowest limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (const byte of new TextEncoder().encode(text)) {
    h0 ^= byte;
    // Times the prime 0x100000001b3 = 2^40 + 0x1b3, modulo 2^64: each limb times 0x1b3, plus the
    // state shifted left by 40 bits (limbs 0 and 1 move to 2 and 3, 8 bits up), then the carries.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (h0 << 8) + (t1 >>> 16);
    const t3 = h3 * 0x1b3 + (h1 << 8) + (t2 >>> 16);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return [h3, h2, h1, h0].map((limb) => limb.toString(16).padStart(4, '0')).join('');
}

/** SHA-256 as 64 hex digits when `subtle` is given, else FNV-1a 64-bit (16 hex digits). */
export async function hashText(text: string, subtle: Pick<SubtleCrypto, 'digest'> | undefined): Promise<string> {
  if (!subtle) return fnv1a64(text);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

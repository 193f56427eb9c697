/** An Ed25519 key pair made in this browser: the public key goes to the platform, the private key stays with the user. */
export interface BrowserKeyPair {
  /** Base64 of the raw 32-byte public key, as the platform stores it. */
  publicKey: string;
  /** PKCS #8 PEM ("PRIVATE KEY"), as openssl and Node's crypto read it. */
  privateKeyPem: string;
}

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function pem(label: string, der: ArrayBuffer): string {
  const lines = base64(der).match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** Whether this browser can make Ed25519 keys with WebCrypto (Chromium 137+, Firefox 129+, Safari 17+). */
export async function canGenerateEd25519(): Promise<boolean> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return false;
  try {
    await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
    return true;
  } catch {
    return false;
  }
}

/** A fresh pair; the private key is extractable only so the user can save it, and is never sent. */
export async function generateEd25519KeyPair(): Promise<BrowserKeyPair> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const [raw, pkcs8] = await Promise.all([
    crypto.subtle.exportKey('raw', pair.publicKey),
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKey: base64(raw), privateKeyPem: pem('PRIVATE KEY', pkcs8) };
}

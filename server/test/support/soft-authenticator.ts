import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software WebAuthn authenticator for API tests: answers registration and authentication
 * options the way a browser + platform authenticator would (ES256 key, "none" attestation,
 * discoverable credential), so the server's real verification runs without a browser.
 */
export class SoftAuthenticator {
  private readonly credentials = new Map<
    string,
    { privateKey: KeyObject; rpId: string; userHandle: string; counter: number }
  >();

  constructor(
    private readonly origin: string,
    private readonly flags = { userVerified: true },
  ) {}

  /** What `startRegistration(options)` resolves to. */
  register(options: Record<string, unknown>) {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credentialId = randomBytes(16);
    const id = credentialId.toString('base64url');
    this.credentials.set(id, { privateKey, rpId: rp.id, userHandle: user.id, counter: 0 });
    const cosePublicKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );
    const credentialLength = Buffer.alloc(2);
    credentialLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      this.authenticatorDataHead(rp.id, 0x40, 0),
      Buffer.alloc(16),
      credentialLength,
      credentialId,
      cosePublicKey,
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge as string),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** What `startAuthentication(options)` resolves to, with the given credential (default: the first). */
  authenticate(options: Record<string, unknown>, credentialId = [...this.credentials.keys()][0]) {
    const credential = credentialId ? this.credentials.get(credentialId) : undefined;
    if (!credentialId || !credential) throw new Error('no credential registered in this authenticator');
    credential.counter += 1;
    const authData = this.authenticatorDataHead(credential.rpId, 0, credential.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge as string);
    const clientDataHash = createHash('sha256').update(Buffer.from(clientDataJSON, 'base64url')).digest();
    const signature = sign('sha256', Buffer.concat([authData, clientDataHash]), credential.privateKey);
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  private authenticatorDataHead(rpId: string, extraFlags: number, counter: number): Buffer {
    const userPresent = 0x01;
    const userVerified = this.flags.userVerified ? 0x04 : 0;
    const head = Buffer.alloc(37);
    createHash('sha256').update(rpId).digest().copy(head, 0);
    head.writeUInt8(userPresent | userVerified | extraFlags, 32);
    head.writeUInt32BE(counter, 33);
    return head;
  }

  private clientData(type: string, challenge: string): string {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })).toString(
      'base64url',
    );
  }
}

/** Just enough CBOR (RFC 8949) for attestation objects: integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [key, item] of value) parts.push(cbor(key), cbor(item));
    return Buffer.concat(parts);
  }
  throw new Error(`cannot encode ${typeof value}`);
}

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes.writeUInt8((major << 5) | 25);
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Passkey } from '@vela/contracts/two-factor';
import type { AuthenticationResponse, RegistrationResponse, WebauthnOptions } from '@vela/contracts/webauthn';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passkeys } from '../db/schema.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** Who the passkeys belong to: the site at PUBLIC_URL (its host name is the WebAuthn RP ID). */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: 'Vela', origin: url.origin };
}

/** A WebAuthn challenge: 32 random bytes, and the base64url text the browser signs and the server keeps. */
export interface WebauthnChallenge {
  bytes: Uint8Array<ArrayBuffer>;
  text: string;
}

export function newWebauthnChallenge(): WebauthnChallenge {
  const bytes = new Uint8Array(randomBytes(32));
  return { bytes, text: Buffer.from(bytes).toString('base64url') };
}

/** The WebAuthn user handle: the account's uuid as its 16 bytes (no personal data in it). */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

function userIdOfHandle(handle: string): string | undefined {
  const hex = Buffer.from(handle, 'base64url').toString('hex');
  if (hex.length !== 32) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stored passkey as the browser is told of it: its id and how to reach the authenticator. */
const credentialOf = (row: PasskeyRow) => ({ id: row.id, transports: row.transports });

/** What a browser's answer must carry: the challenge it was given, this site's origin and RP id. */
const expectedOf = (rp: RelyingParty, expectedChallenge: string) => ({
  expectedChallenge,
  expectedOrigin: rp.origin,
  expectedRPID: rp.id,
});

/** The library's options as the contract's JSON record, which the browser gets as they are. */
async function asWebauthnOptions(options: Promise<object>): Promise<WebauthnOptions> {
  return { ...(await options) };
}

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

export async function findPasskey(db: Db, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id));
  return row;
}

/**
 * Options for `navigator.credentials.create`: a discoverable credential (so it can sign in
 * without an account name), user verification preferred, the account's passkeys excluded so one
 * authenticator is not registered twice.
 */
export async function registrationOptions(
  rp: RelyingParty,
  user: { id: string; account: string },
  existing: PasskeyRow[],
  challenge: WebauthnChallenge,
): Promise<WebauthnOptions> {
  return asWebauthnOptions(
    generateRegistrationOptions({
      challenge: challenge.bytes,
      rpName: rp.name,
      rpID: rp.id,
      userID: userHandleOf(user.id),
      userName: user.account,
      userDisplayName: user.account,
      attestationType: 'none',
      excludeCredentials: existing.map(credentialOf),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    }),
  );
}

export interface NewPasskey {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
}

/** The new credential when the browser's answer proves it (right challenge, origin and RP); else undefined. */
export async function verifyRegistration(
  rp: RelyingParty,
  expectedChallenge: string,
  response: RegistrationResponse,
): Promise<NewPasskey | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      ...expectedOf(rp, expectedChallenge),
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    // The library throws on every malformed or mismatched answer: to the caller it is one refusal.
    return undefined;
  }
}

/** Saves a verified passkey; undefined when that credential is already registered. */
export async function savePasskey(
  db: Db,
  userId: string,
  name: string,
  passkey: NewPasskey,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .insert(passkeys)
    .values({ userId, name, ...passkey })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Options for `navigator.credentials.get`: for the second step of a login, the account's
 * passkeys; for a sign-in without a password, none (the browser offers the discoverable ones) and
 * user verification required, since the passkey then stands for both factors.
 */
export async function authenticationOptions(
  rp: RelyingParty,
  allow: PasskeyRow[] | undefined,
  challenge: WebauthnChallenge,
): Promise<WebauthnOptions> {
  return asWebauthnOptions(
    generateAuthenticationOptions({
      rpID: rp.id,
      challenge: challenge.bytes,
      allowCredentials: allow?.map(credentialOf),
      userVerification: allow ? 'preferred' : 'required',
    }),
  );
}

/**
 * Checks an assertion against the stored passkey, then records its use (new signature counter,
 * last used). True when it proves possession of that passkey (and, when `requireUserVerification`,
 * that the authenticator verified the person).
 */
export async function verifyAssertion(
  db: Db,
  rp: RelyingParty,
  expectedChallenge: string,
  response: AuthenticationResponse,
  passkey: PasskeyRow,
  requireUserVerification: boolean,
): Promise<boolean> {
  if (response.response.userHandle !== undefined && userIdOfHandle(response.response.userHandle) !== passkey.userId) {
    return false;
  }
  try {
    const result = await verifyAuthenticationResponse({
      response,
      ...expectedOf(rp, expectedChallenge),
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification,
    });
    if (!result.verified) return false;
    await db
      .update(passkeys)
      .set({
        counter: result.authenticationInfo.newCounter,
        backedUp: result.authenticationInfo.credentialBackedUp,
        lastUsedAt: sql`now()`,
      })
      .where(eq(passkeys.id, passkey.id));
    return true;
  } catch {
    return false;
  }
}

export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function removePasskey(db: Db, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

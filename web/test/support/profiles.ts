import type { Profile } from '@vela/contracts/session';

/** A signed-in user who has not verified their identity yet; `changes` override any field. */
export function aProfile(changes: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    fid: '10000001',
    email: 'a@b.c',
    phone: null,
    displayName: 'a***@b.c',
    kycVerified: false,
    kycLevel: 0,
    createdAt: '2026-11-21T00:00:00.000Z',
    ...changes,
  };
}

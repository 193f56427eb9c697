import { describe, expect, it } from 'vitest';
import { allowlistEntries, createRequestOf, emptyApiKeyForm, updateRequestOf } from './api-key-form-model.ts';

const NOW = Date.UTC(2026, 0, 1);

describe('the API key form', () => {
  it('builds an HMAC request with canonical addresses and an expiry', () => {
    const outcome = createRequestOf(
      {
        ...emptyApiKeyForm,
        label: ' Bot ',
        permissions: ['read', 'spot-trade'],
        allowlist: '10.0.0.1\n2001:DB8::1, 10.1.0.0/16',
      },
      'hmac',
      undefined,
      NOW,
    );
    expect(outcome).toEqual({
      ok: true,
      request: {
        kind: 'hmac',
        label: 'Bot',
        permissions: ['read', 'spot-trade'],
        ipAllowlist: ['10.0.0.1', '2001:db8::1', '10.1.0.0/16'],
        rateLimit: 600,
        expiresAt: '2026-04-01T00:00:00.000Z',
      },
    });
  });

  it('names each field at fault', () => {
    const outcome = createRequestOf(
      { label: '', permissions: [], allowlist: '10.0.0.300', rateLimit: '5000', expiry: 'never' },
      'ed25519',
      '',
      NOW,
    );
    expect(outcome).toEqual({
      ok: false,
      errors: {
        label: 'labelRequired',
        permissions: 'permissionRequired',
        allowlist: 'allowlistInvalid',
        rateLimit: 'rateLimitInvalid',
        publicKey: 'publicKeyRequired',
      },
    });
  });

  it('keeps no expiry for "never" and edits without kind or expiry', () => {
    const created = createRequestOf(
      { ...emptyApiKeyForm, label: 'x', expiry: 'never' },
      'ed25519',
      'A'.repeat(44),
      NOW,
    );
    expect(created.ok && created.request.expiresAt).toBeNull();
    expect(updateRequestOf({ ...emptyApiKeyForm, label: 'y', rateLimit: '10' })).toEqual({
      ok: true,
      request: { label: 'y', permissions: ['read'], ipAllowlist: [], rateLimit: 10 },
    });
    expect(allowlistEntries(' 1.2.3.4 ;5.6.7.8 ')).toEqual(['1.2.3.4', '5.6.7.8']);
  });

  it('sends permissions and the allowlist only when they change (a change of either needs confirming)', () => {
    const current = { permissions: ['read', 'spot-trade'] as const, ipAllowlist: ['10.0.0.1', '10.1.0.0/16'] };
    const form = {
      ...emptyApiKeyForm,
      label: 'bot',
      permissions: [...current.permissions],
      allowlist: '10.1.0.0/16\n10.0.0.1',
    };
    expect(updateRequestOf(form, current)).toEqual({ ok: true, request: { label: 'bot', rateLimit: 600 } });
    expect(updateRequestOf({ ...form, permissions: ['read'] }, current)).toEqual({
      ok: true,
      request: { label: 'bot', permissions: ['read'], rateLimit: 600 },
    });
    expect(updateRequestOf({ ...form, allowlist: '10.0.0.1' }, current)).toEqual({
      ok: true,
      request: { label: 'bot', ipAllowlist: ['10.0.0.1'], rateLimit: 600 },
    });
  });
});

// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { KycStatusResponse } from '@vela/contracts/kyc';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '../../../test/support/profiles.ts';
import verification from '../../i18n/features/verification/en_US.json';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { type AppState, AppStoreProvider, useAppStore } from '../../state/app-store.tsx';
import { VerificationScreen } from './verification-screen.tsx';

const api = vi.hoisted(() => ({ sendLevelOne: vi.fn(), sendLevelTwo: vi.fn(), fetchKycStatus: vi.fn() }));
vi.mock('./kyc-api.ts', () => api);
vi.mock('../../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'en_US', timeZone: { choice: 'utc', viewerZone: null } }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const user = aProfile();
const personal = { legalName: 'Ada Lovelace', dateOfBirth: '1990-12-10', country: 'FR' as const };
const application = {
  id: '5f0e7a4e-1c1e-4f7e-9d1a-3b1f0f4b7a10',
  level: 2 as const,
  documentType: 'id-card' as const,
  rejectReason: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
};

let store: Pick<AppState, 'user' | 'kycPopupVisible'> | undefined;
function StoreProbe() {
  store = { user: useAppStore((s) => s.user), kycPopupVisible: useAppStore((s) => s.kycPopupVisible) };
  return null;
}

function renderScreen(initial: KycStatusResponse | null) {
  render(
    <I18nextProvider i18n={i18nFor('en_US', { ...enUS, verification })}>
      <AppStoreProvider init={{ theme: 'light', user, pricingCurrency: 'USD' }}>
        <VerificationScreen initial={initial} />
        <StoreProbe />
      </AppStoreProvider>
    </I18nextProvider>,
  );
}

describe('VerificationScreen', () => {
  it('verifies level 1 from the form, and the shell’s prompt goes away', async () => {
    renderScreen({ level: 0, personal: null, levelTwo: null });
    expect(screen.getByTestId('kyc-level').textContent).toBe(verification.levels['0']);
    expect(screen.getByText(verification.locked)).toBeTruthy();
    expect(store?.kycPopupVisible).toBe(true);

    fireEvent.change(screen.getByLabelText(verification.legalName), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: verification.submitLevelOne }));
    expect(screen.getByRole('alert').textContent).toBe(verification.errors.legalName);
    expect(api.sendLevelOne).not.toHaveBeenCalled();

    api.sendLevelOne.mockResolvedValueOnce({ ok: true, status: { level: 1, personal, levelTwo: null } });
    fireEvent.change(screen.getByLabelText(verification.legalName), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(verification.dateOfBirth), { target: { value: '1990-12-10' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'France' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText(verification.country), { target: { value: 'FR' } });
    fireEvent.click(screen.getByRole('button', { name: verification.submitLevelOne }));
    await waitFor(() => expect(screen.getByTestId('kyc-level').textContent).toBe(verification.levels['1']));
    expect(api.sendLevelOne).toHaveBeenCalledWith(personal);
    expect(screen.getByRole('status').textContent).toBe(verification.levelOneSuccess);
    expect(store?.user).toMatchObject({ kycVerified: true, kycLevel: 1 });
    expect(store?.kycPopupVisible).toBe(false);
    // Level 2 opens: a passport by default, so no back.
    expect(screen.getByLabelText(verification.frontPassport)).toBeTruthy();
    expect(screen.queryByLabelText(verification.back)).toBeNull();
  });

  it('shows the platform’s refusal of a file at that file', async () => {
    renderScreen({ level: 1, personal, levelTwo: null });
    fireEvent.click(screen.getByRole('radio', { name: verification.documentTypes['id-card'] }));
    const file = (name: string) => new File(['x'], name, { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(verification.front), { target: { files: [file('front.png')] } });
    fireEvent.change(screen.getByLabelText(verification.back), { target: { files: [file('back.png')] } });
    fireEvent.click(screen.getByRole('button', { name: verification.submitLevelTwo }));
    expect(screen.getByTestId('kyc-error-selfie').textContent).toBe(verification.errors['file-missing']);
    expect(api.sendLevelTwo).not.toHaveBeenCalled();

    api.sendLevelTwo.mockResolvedValueOnce({
      ok: false,
      problem: { key: 'verification.errors.not-an-image', field: 'front' },
    });
    fireEvent.change(screen.getByLabelText(verification.selfie), { target: { files: [file('me.png')] } });
    fireEvent.click(screen.getByRole('button', { name: verification.submitLevelTwo }));
    expect((await screen.findByTestId('kyc-error-front')).textContent).toBe(verification.errors['not-an-image']);
    const sent = api.sendLevelTwo.mock.calls[0]?.[1] as FormData;
    expect(sent.get('documentType')).toBe('id-card');
    expect([...sent.keys()].sort()).toEqual(['back', 'documentType', 'front', 'selfie']);
  });

  it('shows a pending review, a rejection with its reason and the form again, and level 2 done', () => {
    renderScreen({ level: 1, personal, levelTwo: { ...application, status: 'pending' } });
    expect(screen.getByTestId('kyc-level-two-pending').textContent).toContain('2026/11/20');
    expect(screen.queryByRole('button', { name: verification.submitLevelTwo })).toBeNull();
    cleanup();

    renderScreen({
      level: 1,
      personal,
      levelTwo: { ...application, status: 'rejected', rejectReason: 'blurred back' },
    });
    expect(screen.getByTestId('kyc-level-two-rejected').textContent).toContain('blurred back');
    expect(screen.getByRole('button', { name: verification.submitLevelTwo })).toBeTruthy();
    cleanup();

    renderScreen({ level: 2, personal, levelTwo: { ...application, status: 'approved' } });
    expect(screen.getByTestId('kyc-level').textContent).toBe(verification.levels['2']);
    expect(screen.getByTestId('kyc-level-two-done')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry when the status could not be loaded', async () => {
    renderScreen(null);
    api.fetchKycStatus.mockResolvedValueOnce({ ok: true, status: { level: 0, personal: null, levelTwo: null } });
    fireEvent.click(screen.getByRole('button', { name: verification.retry }));
    await waitFor(() => expect(screen.getByTestId('kyc-level').textContent).toBe(verification.levels['0']));
  });
});

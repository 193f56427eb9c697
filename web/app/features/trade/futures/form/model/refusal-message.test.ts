import { describe, expect, it } from 'vitest';
import messages from '../../../../../i18n/features/futuresForm/en_US.json';
import { futuresFailureCodes, refusalMessageKey } from './refusal-message.ts';

describe('refusal messages', () => {
  it('has a message for every failure of the futures calls', () => {
    const refusals: Record<string, string> = messages.refusals;
    for (const code of futuresFailureCodes) {
      const key = refusalMessageKey({ code }).replace('futuresForm.refusals.', '');
      expect(refusals[key], code).toBeTruthy();
    }
  });

  it('reads a reason the client does not know as unknown', () => {
    expect(refusalMessageKey({ code: 'unknown', reason: 'brand-new' })).toBe('futuresForm.refusals.unknown');
    expect(refusalMessageKey({ code: 'position-limit' })).toBe('futuresForm.refusals.position-limit');
  });
});

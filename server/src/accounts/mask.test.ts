import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask.ts';

describe('maskAccount', () => {
  it.each([
    ['john.doe@example.com', 'jo***@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@x.io', 'a***@x.io'],
    ['+8613800138000', '+86****8000'],
    ['+14155550123', '+14****0123'],
  ])('%s -> %s', (account, masked) => {
    expect(maskAccount(account)).toBe(masked);
  });
});

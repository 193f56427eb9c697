import { accountKind } from '@vela/contracts/auth';

/**
 * An account with its middle hidden, for places others may see the screen (headers, "code sent
 * to ..." notices): jo***@example.com, +86****1234.
 */
export function maskAccount(account: string): string {
  if (accountKind(account) === 'email') {
    const at = account.lastIndexOf('@');
    const local = account.slice(0, at);
    return `${local.slice(0, local.length > 2 ? 2 : 1)}***${account.slice(at)}`;
  }
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}

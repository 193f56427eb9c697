/**
 * A fresh client order id per order the trader submits (letters and digits, 33 characters, within
 * the API's 36): a retry of the same submission would carry the same id and not place twice.
 * getRandomValues, unlike randomUUID, also works on a page served over plain http.
 */
export function newClientOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `w${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

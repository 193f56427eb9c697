/** PostgreSQL NUMERIC comes back padded ("0.010000"); the API speaks the shortest decimal string. */
export function normalizeDecimal(value: string): string {
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '' || trimmed === '-' ? '0' : trimmed;
}

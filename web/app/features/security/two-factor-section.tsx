/** Placeholder until the second-factor helper lands its section. */
export function TwoFactorSection() {
  return null;
}

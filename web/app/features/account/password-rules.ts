/** The new-password rules of packages/contracts (newPasswordSchema), as checks the form shows live. */
export const passwordRules = [
  { key: 'auth.ruleLength', test: (password: string) => password.length >= 8 && password.length <= 128 },
  { key: 'auth.ruleLetter', test: (password: string) => /[A-Za-z]/.test(password) },
  { key: 'auth.ruleDigit', test: (password: string) => /\d/.test(password) },
] as const;

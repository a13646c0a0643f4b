// The box a second-factor code is typed in, at sign-in and on the Security page: the same
// attributes in both, so a password manager, a phone's keyboard and the length limit treat
// them alike. The limit leaves room for a recovery code as well as the six digits
// (docs/sign-in.md).
export const CODE_INPUT = {
  type: 'text',
  inputMode: 'text',
  autoComplete: 'one-time-code',
  autoCapitalize: 'off',
  spellCheck: false,
  maxLength: 64,
} as const;

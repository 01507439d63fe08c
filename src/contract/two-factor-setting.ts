/**
 * Who must use two-factor (docs/rules/auth.md, "Two-factor"), a super-admin setting: nobody, the
 * super-admin and admins, or team leaders too. Apart from settings-labels.ts, which the audit trail
 * loads for the label alone.
 */
export const TWO_FACTOR_REQUIRED_FOR = ['nobody', 'admins', 'leaders'] as const;
export type TwoFactorRequiredFor = (typeof TWO_FACTOR_REQUIRED_FOR)[number];
export const TWO_FACTOR_REQUIRED_CHOICES: Record<TwoFactorRequiredFor, string> = {
  nobody: 'Nobody',
  admins: 'Super-admin and admins',
  leaders: 'Super-admin, admins and team leaders',
};

/** The password reset mail and its link to the host page (docs/rules/auth.md#d3). */
import type { ResetRequest } from './password-reset';

export function resetMail(
  config: { publicUrl: string; resetTokenTtlMs: number },
  { user, token }: ResetRequest,
): { to: string; subject: string; text: string } {
  const link = `${config.publicUrl}/#/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
  const minutes = Math.round(config.resetTokenTtlMs / 60_000);
  return {
    to: user.email,
    subject: 'Reset your Rental Leads password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your Rental Leads account. To choose a new one, open:',
      link,
      '',
      `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
    ].join('\n'),
  };
}

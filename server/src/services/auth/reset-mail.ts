/**
 * The password reset mail and its link to the host page (docs/rules/auth.md#d3), in the account's
 * language (users.language, docs/rules/language.md): a Spanish link also opens the page in Spanish.
 */
import { i18nFor, loadCatalog } from '../../../../src/contract';
import { mailCatalog } from '../../../../src/locales/mail';
import type { ResetRequest } from './password-reset';

export async function resetMail(
  config: { publicUrl: string; resetTokenTtlMs: number },
  { user, token }: ResetRequest,
): Promise<{ to: string; subject: string; text: string }> {
  const language = user.language === 'es' ? 'es' : 'en';
  await loadCatalog(mailCatalog, language);
  const t = (id: string, values?: Record<string, string | number>) => i18nFor(language)._(id, values);
  const page = language === 'es' ? `${config.publicUrl}/?lang=es` : `${config.publicUrl}/`;
  const link = `${page}#/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
  const minutes = Math.round(config.resetTokenTtlMs / 60_000);
  return {
    to: user.email,
    subject: t('mail.resetSubject'),
    text: [
      t('mail.resetHello', { name: user.name }),
      '',
      t('mail.resetAsked'),
      link,
      '',
      t('mail.resetOnce', { minutes }),
    ].join('\n'),
  };
}

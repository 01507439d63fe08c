/**
 * The page takes its verified provider sign-in (docs/rules/auth.md, "Single sign-on"): the hand-off
 * is used once within its minute, only with the key of the page that started the sign-in (a hand-off
 * sent to another browser signs nobody in there: login CSRF), and its user goes on through
 * `firstFactorPassed` like a password's, so a user with two-factor, or one the settings require it
 * of, still gives a code.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type OidcCompleteInput, SSO_FAILED } from '../../../../src/contract';
import { oidcHandoffs } from '../../db/schema';
import { unauthorized } from '../../lib/http-error';
import type { Deps } from '../deps';
import { findActiveUserById } from './find-user';
import { type FirstFactor, firstFactorPassed, type SessionContext } from './second-step';
import { hashToken } from './secret-token';

export async function completeHandoff(
  { db, now }: Deps<'db' | 'now'>,
  { code, pageKey }: OidcCompleteInput,
  context: SessionContext,
): Promise<FirstFactor> {
  const at = now();
  const [handoff] = await db
    .update(oidcHandoffs)
    .set({ usedAt: at })
    .where(
      and(
        eq(oidcHandoffs.codeHash, hashToken(code)),
        eq(oidcHandoffs.pageKeyHash, hashToken(pageKey)),
        isNull(oidcHandoffs.usedAt),
        gt(oidcHandoffs.expiresAt, at),
      ),
    )
    .returning();
  const user = handoff && (await findActiveUserById(db, handoff.userId));
  if (!handoff || !user) throw unauthorized(SSO_FAILED);
  const oidc = { sub: handoff.sub, sid: handoff.providerSid, refreshSealed: handoff.refreshSealed };
  return firstFactorPassed({ db }, user, at, { ...context, oidc });
}

/**
 * DELETE /doNotContact/:id (docs/rules/do-not-contact.md#d5.13), the super-admin's alone: the entry leaves the list, with its
 * audit entry in the group of whoever added it (docs/rules/audit.md#d10.3), so an admin sees its own entries go. The
 * leads it ended stay ended: a removal lets new leads with the number in, it brings none back.
 */
import { sql } from 'drizzle-orm';
import { NOT_ON_DO_NOT_CONTACT } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import type { SessionUser } from '../../lib/caller';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';

export async function removeNumber({ db, now: clock }: Deps<'db' | 'now'>, remover: SessionUser, id: string) {
  const now = clock();
  await db.transaction(async (tx) => {
    const removed = await firstRow<{ id: string; number: string; reason: string; group_id: string | null }>(
      tx,
      sql`DELETE FROM do_not_contact d USING users u WHERE d.id = ${id} AND u.id = d.added_by_id
        RETURNING d.id, d.number, d.reason, CASE WHEN u.role = 'admin' THEN u.id ELSE u.admin_id END AS group_id`,
    );
    if (!removed) throw notFound(NOT_ON_DO_NOT_CONTACT);
    await recordAudit(tx, {
      action: 'do-not-contact-removed',
      actor: remover,
      at: now,
      target: { kind: 'number', id: removed.id, label: removed.number },
      before: { reason: removed.reason },
      after: { reason: null },
      adminId: removed.group_id,
    });
  });
}

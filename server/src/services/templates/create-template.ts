/**
 * A new template (docs/rules/templates.md#d12.2) in the caller's group, or the one the super-admin names (none: a
 * default), recorded in the audit trail in the same transaction (docs/rules/audit.md#d10.1).
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  type MessageTemplate,
  type NewTemplateInput,
  NO_SUCH_GROUP,
  TEMPLATE_NAME_TAKEN,
  TEMPLATES_PER_GROUP,
  TOO_MANY_TEMPLATES,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { messageTemplates, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { loadTemplate } from './load-templates';
import { newTemplateGroup } from './template-scope';

/** A group the super-admin names must be an active admin's: anything else is one field error (docs/decisions.md#p20). */
async function assertGroupExists(tx: Db, adminId: string): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, adminId), eq(users.role, 'admin'), eq(users.isDeleted, false)));
  if (!admin) throw badRequest(NO_SUCH_GROUP, [{ path: 'adminId', message: NO_SUCH_GROUP }]);
}

/** The templates of one group alone (not the defaults it also sees); null: the defaults. */
const ofGroup = (adminId: string | null) =>
  adminId === null ? isNull(messageTemplates.adminId) : eq(messageTemplates.adminId, adminId);

export async function createTemplate(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Actor,
  input: NewTemplateInput,
): Promise<MessageTemplate> {
  const adminId = newTemplateGroup(caller, input.adminId);
  const now = clock();
  const id = await db.transaction(async (tx) => {
    if (adminId !== null && caller.role === 'super-admin') await assertGroupExists(tx, adminId);
    const [held] = await tx.select({ n: count() }).from(messageTemplates).where(ofGroup(adminId));
    if ((held?.n ?? 0) >= TEMPLATES_PER_GROUP) throw conflict(TOO_MANY_TEMPLATES);
    let created: { id: string } | undefined;
    try {
      [created] = await tx
        .insert(messageTemplates)
        .values({ adminId, name: input.name, body: input.body, updatedBy: caller._id, updatedAt: now })
        .returning({ id: messageTemplates.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TEMPLATE_NAME_TAKEN);
      throw error;
    }
    await recordAudit(tx, {
      action: 'template-created',
      actor: caller,
      at: now,
      target: { kind: 'template', id: created!.id, label: input.name },
      after: { name: input.name, body: input.body },
      // A default belongs to no group: the super-admin's entry alone (docs/rules/audit.md#d10.3).
      adminId,
    });
    return created!.id;
  });
  return (await loadTemplate(db, id))!;
}

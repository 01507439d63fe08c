/**
 * Editing and deleting a template (docs/rules/templates.md#d12.2), each in scope (docs/rules/templates.md#d12.3) and recorded in the audit
 * trail with the values before and after, in the change's own transaction (docs/rules/audit.md#d10.1). An edit that
 * changes nothing writes nothing (docs/rules/audit.md#d10.2).
 */
import { eq } from 'drizzle-orm';
import {
  type AuditValues,
  type MessageTemplate,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NOT_FOUND,
  type TemplateInput,
} from '../../../../src/contract';
import type { Db } from '../../db/database';
import { messageTemplates } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../../lib/caller';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { loadTemplate } from './load-templates';
import { assertManages } from './template-scope';

/** The template, locked for the change, once the caller may change it. */
async function lockedTemplate(tx: Db, caller: Actor, id: string) {
  const [row] = await tx.select().from(messageTemplates).where(eq(messageTemplates.id, id)).for('update');
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
  assertManages(caller, row.adminId);
  return row;
}

export async function updateTemplate(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Actor,
  id: string,
  input: TemplateInput,
): Promise<MessageTemplate> {
  const now = clock();
  await db.transaction(async (tx) => {
    const row = await lockedTemplate(tx, caller, id);
    const before: AuditValues = {};
    const after: Partial<TemplateInput> = {};
    for (const field of ['name', 'body'] as const) {
      if (row[field] === input[field]) continue;
      before[field] = row[field];
      after[field] = input[field];
    }
    if (Object.keys(after).length === 0) return;
    try {
      await tx
        .update(messageTemplates)
        .set({ ...after, updatedBy: caller._id, updatedAt: now })
        .where(eq(messageTemplates.id, id));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TEMPLATE_NAME_TAKEN);
      throw error;
    }
    await recordAudit(tx, {
      action: 'template-changed',
      actor: caller,
      at: now,
      target: { kind: 'template', id, label: input.name },
      before,
      after,
      adminId: row.adminId,
    });
  });
  return (await loadTemplate(db, id))!;
}

export async function deleteTemplate(
  { db, now: clock }: Deps<'db' | 'now'>,
  caller: Actor,
  id: string,
): Promise<void> {
  const now = clock();
  await db.transaction(async (tx) => {
    const row = await lockedTemplate(tx, caller, id);
    await tx.delete(messageTemplates).where(eq(messageTemplates.id, id));
    await recordAudit(tx, {
      action: 'template-deleted',
      actor: caller,
      at: now,
      target: { kind: 'template', id, label: row.name },
      before: { name: row.name, body: row.body },
      adminId: row.adminId,
    });
  });
}

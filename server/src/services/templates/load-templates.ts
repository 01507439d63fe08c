/** Templates as every list shows them (docs/rules/templates.md#d12): with their group's admin and who saved them last, by name. */
import { asc, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageTemplate } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { messageTemplates, users } from '../../db/schema';

/** The templates `where` keeps: a group's before the defaults, groups by their admin's name, then by name. */
export async function loadTemplates(db: Db, where?: SQL): Promise<MessageTemplate[]> {
  const admin = alias(users, 'group_admin');
  const editor = alias(users, 'editor');
  const rows = await db
    .select({
      id: messageTemplates.id,
      name: messageTemplates.name,
      body: messageTemplates.body,
      adminId: messageTemplates.adminId,
      adminName: admin.name,
      updatedAt: messageTemplates.updatedAt,
      updatedBy: messageTemplates.updatedBy,
      editorName: editor.name,
    })
    .from(messageTemplates)
    .leftJoin(admin, sql`${admin.id} = ${messageTemplates.adminId}`)
    .leftJoin(editor, sql`${editor.id} = ${messageTemplates.updatedBy}`)
    .where(where)
    .orderBy(sql`${messageTemplates.adminId} IS NULL`, asc(admin.name), sql`lower(${messageTemplates.name})`);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    body: row.body,
    group: row.adminId === null ? null : { _id: row.adminId, name: row.adminName ?? '' },
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy === null ? null : { _id: row.updatedBy, name: row.editorName ?? '' },
  }));
}

export async function loadTemplate(db: Db, id: string): Promise<MessageTemplate | undefined> {
  const [template] = await loadTemplates(db, sql`${messageTemplates.id} = ${id}`);
  return template;
}

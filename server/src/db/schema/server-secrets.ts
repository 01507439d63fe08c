/** Secrets generated on first start and kept in the database, so every process sharing it agrees. */
import { pgTable, text } from 'drizzle-orm/pg-core';

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

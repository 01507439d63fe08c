/** PostgreSQL's bytea for drizzle: both drivers take a Uint8Array and give one back (node-postgres a Buffer). */
import { customType } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** drizzle-kit settings: `npm run db:generate` writes the server's SQL migrations from its schema. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
});

/** Secrets generated once and shared through the database by every server process. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serverSecrets } from '../../db/schema';

/** The first process to start writes the secret (`make`'s, else random bytes); the others read the one that won. */
export async function getOrCreateSecret(
  db: Db,
  name: string,
  make: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}

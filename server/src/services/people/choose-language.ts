/** The signed-in user's own language (docs/rules/language.md). */
import { eq } from 'drizzle-orm';
import type { Language } from '../../../../src/contract';
import { users } from '../../db/schema';
import type { Deps } from '../deps';

export async function chooseLanguage({ db }: Deps<'db'>, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/**
 * Create Rental's checks before sending (docs/rules/leads.md#d5.23): a number, a post link, or both, read as the
 * create reads them (the number in E.164, the link by its post key) and answered with what the create's
 * 409 would say, plus who entered the lead and when. Nothing is locked: the create still decides.
 */
import { sql } from 'drizzle-orm';
import {
  CHECK_NEEDS_INPUT,
  type PhoneCountry,
  type PostCheck,
  type PostCheckFinding,
  type PostCheckQuery,
  postKey,
} from '../../../../src/contract';
import { firstRow, iso } from '../../db/raw-rows';
import { badRequest } from '../../lib/http-error';
import type { Deps } from '../deps';
import { listed } from '../do-not-contact/listed';
import { leadNumber } from './lead-number';

type Db = Deps<'db'>['db'];

/** The first lead (oldest) matching `where` on `rentals r`, as a finding. */
async function enteredBy(db: Db, where: ReturnType<typeof sql>): Promise<PostCheckFinding | null> {
  const row = await firstRow<{ name: string | null; created_at: string }>(
    db,
    sql`SELECT u.name, r.created_at FROM rentals r LEFT JOIN users u ON u.id = r.creator_id
      WHERE ${where} ORDER BY r.created_at, r.id LIMIT 1`,
  );
  return row ? { state: 'exists', creatorName: row.name, createdAt: iso(row.created_at) } : null;
}

async function checkNumber(db: Db, raw: string, country: PhoneCountry): Promise<PostCheckFinding | null> {
  const number = leadNumber(raw, country);
  // The list is said first, as the create refuses it first (docs/rules/leads.md#d5.1).
  const onList = await firstRow<{ listed: boolean }>(db, sql`SELECT ${listed(number)} AS listed`);
  if (onList?.listed) return { state: 'listed' };
  return enteredBy(db, sql`r.number = ${number}`);
}

export async function checkPost(
  { db }: Deps<'db'>,
  { number, post_link }: PostCheckQuery,
  country: PhoneCountry,
): Promise<PostCheck> {
  if (!number && !post_link) throw badRequest(CHECK_NEEDS_INPUT);
  return {
    number: number ? await checkNumber(db, number, country) : null,
    post_link: post_link ? await enteredBy(db, sql`r.post_key = ${postKey(post_link)}`) : null,
  };
}

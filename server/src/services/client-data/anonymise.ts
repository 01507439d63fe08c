/**
 * A client's data made anonymous in place (docs/rules/client-data.md#d13.3), for an erasure and for retention alike. Only
 * personal fields change, so every counter (report_days, report_held, the deals' counts) stays as it
 * was: their triggers watch other columns. The lead keeps its creator, picker, dates, status and
 * outcome; its names and address read "Erased", its number `erased-<id>` (never a real number, unique
 * as docs/rules/leads.md#d5.1 asks), its email, links and note are emptied. The search rows follow by trigger, so the
 * old values find nothing. A lead nobody holds leaves the pool and any wait: there is no one to call.
 * A deal keeps its status, method, rent and people; its image is deleted. Messages about the leads,
 * or quoting the client, read "Erased".
 */
import { sql } from 'drizzle-orm';
import { ERASED, ERASED_MESSAGE, ERASED_NUMBER_PREFIX } from '../../../../src/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';

export interface Anonymised {
  leads: number;
  deals: number;
  /** The deleted images' names (a process's data folder may still hold a file of that name). */
  images: string[];
  messages: number;
}

const ids = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** Run in the caller's transaction, after it locked the leads and deals. */
export async function anonymise(
  tx: Db,
  rows: { leadIds: string[]; dealIds: string[]; messageIds: string[] },
  now: Date,
): Promise<Anonymised> {
  const leads = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE rentals SET client_name = ${ERASED}, facebook_name = ${ERASED}, address = ${ERASED},
        number = ${ERASED_NUMBER_PREFIX} || id, client_email = NULL, post_link = '', ss_link = NULL,
        outcome_note = NULL, updated_at = ${now},
        is_fetched = is_fetched OR (fetcher_id IS NULL AND NOT is_finished),
        due_at = CASE WHEN fetcher_id IS NULL AND NOT is_finished THEN NULL ELSE due_at END,
        callback_picker_id = CASE WHEN fetcher_id IS NULL AND NOT is_finished THEN NULL ELSE callback_picker_id END,
        callback_leader_id = CASE WHEN fetcher_id IS NULL AND NOT is_finished THEN NULL ELSE callback_leader_id END
      WHERE id = ANY(${ids(rows.leadIds)}) RETURNING id`,
  );
  const images = await rowsOf<{ name: string }>(
    tx,
    sql`DELETE FROM deal_images WHERE name IN (
        SELECT closing_image FROM closed_rentals WHERE id = ANY(${ids(rows.dealIds)}))
      RETURNING name`,
  );
  // The image's name goes too: no deal points at an image it no longer has.
  const deals = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE closed_rentals SET client_name = ${ERASED}, client_email = '', address = ${ERASED},
        number = ${ERASED_NUMBER_PREFIX} || rental_id, closing_image = '', updated_at = ${now}
      WHERE id = ANY(${ids(rows.dealIds)}) RETURNING id`,
  );
  const messages = await rowsOf<{ id: string }>(
    tx,
    sql`UPDATE messages SET message = ${ERASED_MESSAGE} WHERE id = ANY(${ids(rows.messageIds)}) RETURNING id`,
  );
  return {
    leads: leads.length,
    deals: deals.length,
    images: images.map((row) => row.name),
    messages: messages.length,
  };
}

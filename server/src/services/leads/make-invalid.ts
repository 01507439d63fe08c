/**
 * Marking a lead's number invalid (docs/decisions.md#p52): one-way and idempotent; the pool predicate then
 * excludes the lead for good. A picker may mark a lead nobody claimed yet, one waiting for its retry
 * or callback (held by no one, docs/rules/leads.md#d5.6; the due lookups then pass it over), or one it claimed itself
 * that has no deal. A lead someone else claimed is theirs (409 while held, 403 once finished). A
 * change shows on the picker's group's board: the pool and maybe its invalid count (docs/rules/operations.md#d9.2).
 */
import { sql } from 'drizzle-orm';
import { HAS_DEAL, HELD_BY_ANOTHER, RENTAL_NOT_FOUND, type Rental } from '../../../../src/contract';
import { firstRow } from '../../db/raw-rows';
import { published } from '../../db/schema';
import type { Actor } from '../../lib/caller';
import { conflict, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import type { ServiceDeps } from '../deps';
import { pickerView } from './picker-scope';
import { findRentalRow, RENTAL_COLUMNS, type RentalRecord } from './rental-view';

export async function makeInvalid(
  { db, now: clock, events }: ServiceDeps,
  picker: Actor,
  id: string,
): Promise<Rental> {
  const now = clock();
  const pickerId = picker._id;
  const marked = await db.transaction(async (tx) => {
    // The row is locked first, and a claim or a deal racing with this (each locks it too) either
    // committed before, so the next statement's fresh snapshot sees its holder or its deal, or
    // waits (a claim skips the row). In one statement a deal committed meanwhile would go unseen.
    const previous = await firstRow<{ number_status: string | null }>(
      tx,
      sql`SELECT number_status FROM rentals WHERE id = ${id} FOR UPDATE`,
    );
    const rental = await firstRow<RentalRecord & { number: string }>(
      tx,
      sql`WITH r AS (
        UPDATE rentals SET number_status = 'invalid', updated_at = ${now}
        WHERE id = ${id} AND number_status IS DISTINCT FROM 'invalid' AND ${published(sql`import_id`)}
          AND (NOT is_fetched OR fetcher_id = ${pickerId} OR (fetcher_id IS NULL AND due_at IS NOT NULL))
          AND NOT EXISTS (SELECT 1 FROM closed_rentals c WHERE c.rental_id = rentals.id)
        RETURNING *)
      SELECT ${RENTAL_COLUMNS} FROM r`,
    );
    // docs/rules/audit.md#d10.1: only a change is recorded; marking an invalid number again changes nothing.
    if (rental) {
      await recordAudit(tx, {
        action: 'lead-made-invalid',
        actor: picker,
        at: now,
        target: { kind: 'lead', id, label: rental.number },
        before: { number_status: previous?.number_status ?? null },
        after: { number_status: 'invalid' },
        adminId: picker.adminId,
      });
    }
    return rental;
  });
  if (marked) {
    events.emit('boardChanged', { adminIds: [picker.adminId] });
    return pickerView(marked, pickerId);
  }
  // Nothing changed: say why. Someone else's lead is refused before its status is even shown.
  const rental = await findRentalRow(db, sql`r.id = ${id}`);
  if (!rental) throw notFound(RENTAL_NOT_FOUND);
  const view = pickerView(rental, pickerId);
  if (rental.number_status === 'invalid') return view;
  if (await firstRow(db, sql`SELECT 1 FROM closed_rentals WHERE rental_id = ${id}`)) throw conflict(HAS_DEAL);
  // Only a race ends here (claimed between the two statements): the claim won.
  throw conflict(HELD_BY_ANOTHER);
}

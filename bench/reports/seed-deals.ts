/**
 * Deals for the reports benchmark: `count` of the seeded leads finished valid, closed by their picker a
 * few minutes after the finish, 40% still in process, 40% done and 20% failed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/database';

export async function seedDeals(db: Db, count: number): Promise<void> {
  // One row trigger per deal would take minutes here; the migration's own function counts them all
  // at once afterwards, as its back-fill does.
  await db.execute(sql`ALTER TABLE closed_rentals DISABLE TRIGGER closed_rentals_report_changed`);
  await db.execute(sql`
    INSERT INTO closed_rentals (rental_id, number, rent, house_apt_details, address, client_name,
      client_email, payment_method, closing_image, status, fetcher_id, fetcher_admin_id, fetcher_leader_id,
      creator_id, created_at, updated_at)
    SELECT r.id, r.number, r.rent, r.house_apt_details, r.address, r.client_name, 'client@mail.test',
      'trans-union', 'bench.png',
      (ARRAY['in-process', 'in-process', 'done', 'done', 'failed'])[1 + floor(random() * 5)::int],
      r.fetcher_id, r.fetcher_admin_id, r.fetcher_leader_id, r.creator_id,
      r.finished_date + random() * interval '30 minutes', r.finished_date
    FROM rentals r
    WHERE r.is_finished AND r.number_status = 'valid' AND r.fetcher_id IS NOT NULL
    ORDER BY random() LIMIT ${count}`);
  await db.execute(sql`ALTER TABLE closed_rentals ENABLE TRIGGER closed_rentals_report_changed`);
  await db.execute(sql`SELECT report_add_deals('{}', ARRAY(SELECT d FROM closed_rentals d))`);
  await db.execute(sql`ANALYZE`);
}

-- report_deal_counts: what one deal counts in report_days: on its picker's side, and on the side of its
-- lead's creator.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_deal_counts(d closed_rentals) RETURNS TABLE (side text, day date, person_id text,
  admin_id text, leader_id text, in_process int, done int, failed int)
LANGUAGE sql STABLE AS $$
  SELECT 'pickers', report_day(d.created_at), d.fetcher_id, coalesce(d.fetcher_admin_id, ''),
    coalesce(d.fetcher_leader_id, ''), (d.status = 'in-process')::int, (d.status = 'done')::int,
    (d.status = 'failed')::int
  UNION ALL
  SELECT 'creators', report_day(d.created_at), r.creator_id, coalesce(r.creator_admin_id, ''),
    coalesce(r.creator_leader_id, ''), (d.status = 'in-process')::int, (d.status = 'done')::int,
    (d.status = 'failed')::int
  FROM rentals r WHERE r.id = d.rental_id AND r.creator_id IS NOT NULL
$$;

-- report_lead_counts: what one lead counts in the reports' counters (report_days, docs/rules/reports.md#d11), on its
-- creator's side and on its picker's. A lead a picker ended for good with an outcome (docs/rules/claiming.md#d5.5: Not
-- Interested, Do Not Contact, Unreachable) is a finish, and counts that outcome on its picker's side
-- only: the creator's side counts what it always did.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_lead_counts(r rentals) RETURNS TABLE (side text, day date, person_id text,
  admin_id text, leader_id text, created int, invalid int, finished int, valid int, finished_invalid int,
  not_interested int, do_not_contact int, unreachable int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'creators', report_day(r.created_at), r.creator_id, coalesce(r.creator_admin_id, ''),
    coalesce(r.creator_leader_id, ''), 1, (r.number_status IS NOT DISTINCT FROM 'invalid')::int, 0, 0, 0,
    0, 0, 0
  WHERE r.creator_id IS NOT NULL
  UNION ALL
  SELECT 'creators', report_day(r.finished_date), r.creator_id, coalesce(r.creator_admin_id, ''),
    coalesce(r.creator_leader_id, ''), 0, 0, 1, (r.number_status IS NOT DISTINCT FROM 'valid')::int,
    (r.number_status IS NOT DISTINCT FROM 'invalid')::int, 0, 0, 0
  WHERE r.creator_id IS NOT NULL AND report_picked(r)
  UNION ALL
  SELECT 'pickers', report_day(r.finished_date), r.fetcher_id, coalesce(r.fetcher_admin_id, ''),
    coalesce(r.fetcher_leader_id, ''), 0, 0, 1, (r.number_status IS NOT DISTINCT FROM 'valid')::int,
    (r.number_status IS NOT DISTINCT FROM 'invalid')::int,
    (r.outcome IS NOT DISTINCT FROM 'not-interested')::int, (r.outcome IS NOT DISTINCT FROM 'do-not-contact')::int,
    (r.outcome IS NOT DISTINCT FROM 'unreachable')::int
  WHERE report_picked(r)
$$;

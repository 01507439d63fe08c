-- report_lead_held: whole minutes from claim to finish of a lead a picker finished (docs/rules/reports.md#d11.4), in the
-- day of the finish, its week (from Monday) and its month: a range's median reads whole weeks and months
-- in one row each (report_held).
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_lead_held(r rentals) RETURNS TABLE (span text, day date, person_id text,
  admin_id text, leader_id text, minutes int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s.span, s.day, r.fetcher_id, coalesce(r.fetcher_admin_id, ''), coalesce(r.fetcher_leader_id, ''),
    greatest(0, floor(extract(epoch FROM r.finished_date - r.fetched_at) / 60))::int
  FROM (SELECT report_day(r.finished_date) AS finished) f
  CROSS JOIN LATERAL (VALUES ('day', f.finished), ('week', date_trunc('week', f.finished::timestamp)::date),
    ('month', date_trunc('month', f.finished::timestamp)::date)) s (span, day)
  WHERE report_picked(r) AND r.fetched_at IS NOT NULL
$$;

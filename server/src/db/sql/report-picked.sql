-- report_picked: a lead finished by a picker (docs/rules/reports.md#d11.2): an admin's bypass sets the admin as its own
-- fetcher and is no finish. Also the WHEN of the counters' row trigger on `rentals`.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_picked(r rentals) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT r.is_finished AND r.finished_date IS NOT NULL AND r.fetcher_id IS NOT NULL
    AND r.fetcher_id IS DISTINCT FROM r.fetcher_admin_id
$$;

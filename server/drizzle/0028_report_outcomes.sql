-- Outcomes and skips in the reports' counters (docs/rules/claiming.md#d5.5, docs/rules/reports.md#d11.2): per picker and Panama day, the holds
-- it ended with each outcome and the leads it skipped. A final outcome (Not Interested, Do Not Contact,
-- Unreachable) is a finish, counted by the row trigger on `rentals` (report_lead_changed, from its
-- file); a waiting one (No Answer, Call Back Later) and a skip are rows of `lead_returns`, counted by
-- the row trigger added here. Its function is a file (server/src/db/sql/report-lead-returned.sql,
-- docs/decisions.md#p96), applied after the migrations: the trigger is made on a stand-in that counts nothing
-- until then, in the same start.
ALTER TABLE "report_days" ADD COLUMN "outcome_no_answer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "outcome_callback" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "outcome_not_interested" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "outcome_do_not_contact" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "outcome_unreachable" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "skips" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION report_lead_returned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER lead_returns_report_changed AFTER INSERT OR DELETE ON lead_returns
  FOR EACH ROW EXECUTE FUNCTION report_lead_returned();
--> statement-breakpoint
-- The outcomes and skips already there, counted once. Self-contained (no function a file defines,
-- which a fresh database does not have yet): a Panama day is UTC-5 all year (docs/rules/auth.md#d3.5), a finish is
-- a picker's when its fetcher is no admin taking a bypass, and a lead of an import still pending
-- counts nothing yet.
INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, outcome_no_answer, outcome_callback,
  outcome_not_interested, outcome_do_not_contact, outcome_unreachable, skips)
SELECT 'pickers', e.day, e.person_id, e.admin_id, e.leader_id,
  count(*) FILTER (WHERE e.what = 'no-answer'), count(*) FILTER (WHERE e.what = 'callback'),
  count(*) FILTER (WHERE e.what = 'not-interested'), count(*) FILTER (WHERE e.what = 'do-not-contact'),
  count(*) FILTER (WHERE e.what = 'unreachable'), count(*) FILTER (WHERE e.what = 'skipped')
FROM (
  SELECT (x.returned_at AT TIME ZONE interval '-05:00')::date AS day, x.picker_id AS person_id,
    coalesce(x.admin_id, '') AS admin_id, coalesce(x.leader_id, '') AS leader_id, x.kind AS what
  FROM lead_returns x
  UNION ALL
  SELECT (r.finished_date AT TIME ZONE interval '-05:00')::date, r.fetcher_id, coalesce(r.fetcher_admin_id, ''),
    coalesce(r.fetcher_leader_id, ''), r.outcome
  FROM rentals r
  WHERE r.outcome IN ('not-interested', 'do-not-contact', 'unreachable') AND r.is_finished
    AND r.finished_date IS NOT NULL AND r.fetcher_id IS NOT NULL
    AND r.fetcher_id IS DISTINCT FROM r.fetcher_admin_id
    AND (r.import_id IS NULL OR NOT EXISTS (SELECT 1 FROM pending_imports p WHERE p.id = r.import_id))
) e
GROUP BY e.day, e.admin_id, e.leader_id, e.person_id
ORDER BY e.day, e.admin_id, e.leader_id, e.person_id
ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
  outcome_no_answer = excluded.outcome_no_answer,
  outcome_callback = excluded.outcome_callback,
  outcome_not_interested = excluded.outcome_not_interested,
  outcome_do_not_contact = excluded.outcome_do_not_contact,
  outcome_unreachable = excluded.outcome_unreachable,
  skips = excluded.skips;

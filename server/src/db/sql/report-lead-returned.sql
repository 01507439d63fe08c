-- report_lead_returned: the counters' row trigger function on `lead_returns` (docs/rules/claiming.md#d5.5, docs/rules/reports.md#d11.2): a hold
-- its picker handed back, a No Answer or a callback waiting to be served again or a skip, counts on the
-- picker's side on the Panama day it was handed back, under the admin and leader it held the lead for
-- (as its finish would, docs/rules/people.md#d4.4). A deleted row takes its count away. A final outcome is a finish,
-- counted by report_lead_changed. The leads the picker finished that day (its picks, docs/rules/people.md#d4.5) are
-- written by finish_lead itself.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (docs/decisions.md#p92).
CREATE OR REPLACE FUNCTION report_lead_returned() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  x lead_returns;
  sign int;
BEGIN
  IF TG_OP = 'DELETE' THEN
    x := OLD;
    sign := -1;
  ELSE
    x := NEW;
    sign := 1;
  END IF;
  INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, outcome_no_answer, outcome_callback,
    skips)
  VALUES ('pickers', report_day(x.returned_at), x.picker_id, coalesce(x.admin_id, ''), coalesce(x.leader_id, ''),
    sign * (x.kind = 'no-answer')::int, sign * (x.kind = 'callback')::int, sign * (x.kind = 'skipped')::int)
  ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
    outcome_no_answer = t.outcome_no_answer + excluded.outcome_no_answer,
    outcome_callback = t.outcome_callback + excluded.outcome_callback,
    skips = t.skips + excluded.skips;
  RETURN NULL;
END
$$;

-- finish_lead: finishing the held lead (PATCH /rental/complete-task), rule D5
-- (docs/rules/claiming.md). The lead counts as a pick today and starts the delay; a number made
-- invalid meanwhile stays invalid (invalid is one-way). NULL when the picker holds nothing; the
-- account is checked as in fetch_lead ('deleted'). Answers the lead and the seconds to wait before
-- the next claim (0 when the delay is off). One call, plans kept (rule P29).
--
-- Called by server/src/services/leads/finish-lead.ts. Defined by migration 0004, last replaced
-- by 0005: the statement below is the newest migration's text. To change the function, copy this
-- statement into a new migration (as CREATE OR REPLACE) and update this file to match it;
-- tests/api/sql-functions.test.ts checks that they agree and that a migrated database runs this body.
CREATE OR REPLACE FUNCTION finish_lead(picker text, status text, now timestamptz) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  lead text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = picker AND role = 'data-picker' AND NOT is_deleted) THEN
    RETURN json_build_object('refusal', 'deleted');
  END IF;
  UPDATE rentals SET is_finished = true, finished_date = now, updated_at = now,
    number_status = CASE WHEN number_status = 'invalid' THEN 'invalid' ELSE status END
  WHERE fetcher_id = picker AND finished_date IS NULL AND NOT is_finished
  RETURNING id INTO lead;
  IF lead IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN json_build_object('rental', rental_json(lead), 'wait_seconds',
    (SELECT CASE WHEN is_delay_enabled THEN delay_time ELSE 0 END FROM settings WHERE id = 1));
END
$$;

-- finish_lead: finishing the held lead (PATCH /rental/complete-task), rule D5
-- (docs/rules/claiming.md). The lead counts as a pick today and starts the delay; a number made
-- invalid meanwhile stays invalid (invalid is one-way). The account and the token are checked as in
-- claim_lead ('ended'). Answers the lead and the seconds to wait before the next claim (0 when the
-- delay is off). One call, plans kept (rule P29).
-- A hold older than the setting `release_after` goes back to the pool first (release_expired_hold).
-- With no lead held, the answer is refusal 'released' when the picker's lead went back to the pool
-- since its last finish (released by a supervisor or expired, rules D9.3 and D9.4), with that release's
-- reason, the lead's number and the hold's minutes; otherwise NULL.
--
-- Called by server/src/services/leads/finish-lead.ts.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (rule P92).
CREATE OR REPLACE FUNCTION finish_lead(picker text, token_issued bigint, status text, now timestamptz)
RETURNS json LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  lead text;
  gone record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = picker AND role = 'data-picker' AND NOT is_deleted
      AND token_issued >= coalesce(floor(extract(epoch FROM password_changed_at)), 0)) THEN
    RETURN json_build_object('refusal', 'ended');
  END IF;
  -- Each statement locks the lead's row: a release elsewhere (the sweep, a supervisor) that got in
  -- first leaves nothing to finish here, and one that comes later finds the lead finished.
  PERFORM release_expired_hold(picker, now);
  UPDATE rentals SET is_finished = true, finished_date = now, updated_at = now,
    number_status = CASE WHEN number_status = 'invalid' THEN 'invalid' ELSE status END
  WHERE fetcher_id = picker AND finished_date IS NULL AND NOT is_finished
  RETURNING id INTO lead;
  IF lead IS NULL THEN
    -- The picker's latest release, through lead_releases_picker_idx; it counts only when no finish
    -- of the picker came after it (a later claim and finish means the picker has moved on).
    SELECT lr.reason, lr.after_minutes, lr.released_at, r.number INTO gone
    FROM lead_releases lr JOIN rentals r ON r.id = lr.rental_id
    WHERE lr.picker_id = picker ORDER BY lr.released_at DESC LIMIT 1;
    IF FOUND AND gone.released_at >
        coalesce((SELECT max(finished_date) FROM rentals WHERE fetcher_id = picker), '-infinity') THEN
      RETURN json_build_object('refusal', 'released', 'reason', gone.reason, 'number', gone.number,
        'after_minutes', gone.after_minutes);
    END IF;
    RETURN NULL;
  END IF;
  RETURN json_build_object('rental', rental_json(lead), 'wait_seconds',
    (SELECT CASE WHEN is_delay_enabled THEN delay_time ELSE 0 END FROM settings WHERE id = 1));
END
$$;

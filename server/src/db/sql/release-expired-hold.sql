-- release_expired_hold: docs/rules/operations.md#d9.4, the hold-expiry both claim_lead and finish_lead run first. A hold
-- older than the setting `release_after` minutes (0: never) goes back to the pool, recorded for the
-- picker's next Finish; answers the lead's id, or NULL. A lead served again after an outcome goes back
-- as due at once instead, a personal callback becoming its team's; the serve still counts (docs/rules/claiming.md#d5.5,
-- as return-to-pool.ts does for the sweep and a supervisor's release). The update locks the lead's row: a finish or a
-- release of it elsewhere either committed first (then it is no longer held here) or waits and then
-- finds it gone. PL/pgSQL, so its plan is kept for the connection (docs/decisions.md#p29).
--
-- Called by claim_lead and finish_lead.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (docs/decisions.md#p92).
CREATE OR REPLACE FUNCTION release_expired_hold(picker text, now timestamptz) RETURNS text LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  expired text;
BEGIN
  WITH released AS (
    UPDATE rentals r SET is_fetched = r.outcome IS NOT NULL, fetcher_id = NULL, fetcher_admin_id = NULL,
      fetcher_leader_id = NULL, fetched_at = NULL, updated_at = now,
      due_at = CASE WHEN r.outcome IS NOT NULL THEN now END,
      callback_picker_id = CASE WHEN r.callback_leader_id IS NULL THEN r.callback_picker_id END
    FROM settings st
    WHERE st.id = 1 AND st.release_after > 0 AND r.fetcher_id = picker AND r.finished_date IS NULL
      AND NOT r.is_finished AND r.fetched_at < now - st.release_after * interval '1 minute'
    RETURNING r.id, st.release_after)
  INSERT INTO lead_releases (rental_id, picker_id, reason, after_minutes, released_at)
  SELECT id, picker, 'expired', release_after, now FROM released
  RETURNING rental_id INTO expired;
  RETURN expired;
END
$$;

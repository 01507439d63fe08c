-- skip_lead: a picker hands its held lead back unworked, with a reason (PATCH /rental/skip, docs/rules/claiming.md#d5.5).
-- The lead goes back at once for others: a fresh lead to the pool, one served again after an outcome
-- as due now (a personal callback becoming its team's), and its serve is taken back (attempts). The
-- picker is not served it again today (claim_lead reads its skips). Skips are limited per picker and
-- Panama day by the setting `skip_limit`: the picker's row is locked first, so two skips at once count
-- each other. Recorded in lead_returns and the audit trail (docs/rules/audit.md#d10.1); the delay starts as after a
-- finish. The account and token are checked as in claim_lead ('ended'); with no lead held the answer
-- is what finish_lead says then ('released' or NULL), and over the limit refusal 'skip-limit'.
--
-- Called by server/src/services/leads/skip-lead.ts.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (docs/decisions.md#p92).
CREATE OR REPLACE FUNCTION skip_lead(picker text, token_issued bigint, reason text, note text,
  now timestamptz, today_from timestamptz)
RETURNS json LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  me record;
  held record;
  st record;
  skips int;
BEGIN
  SELECT name, role, admin_id INTO me FROM users WHERE id = picker AND role = 'data-picker'
    AND NOT is_deleted AND token_issued >= coalesce(floor(extract(epoch FROM password_changed_at)), 0)
  FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN json_build_object('refusal', 'ended');
  END IF;
  PERFORM release_expired_hold(picker, now);
  SELECT id, number, fetcher_admin_id, fetcher_leader_id INTO held FROM rentals
  WHERE fetcher_id = picker AND finished_date IS NULL AND NOT is_finished FOR UPDATE;
  IF NOT FOUND THEN
    -- No lead to skip: what a Finish would answer (a release since the last finish, or nothing).
    RETURN finish_lead(picker, token_issued, NULL, now, NULL, NULL, NULL);
  END IF;
  SELECT skip_limit, CASE WHEN is_delay_enabled THEN delay_time ELSE 0 END AS wait_seconds INTO st
  FROM settings WHERE id = 1;
  SELECT count(*)::int INTO skips FROM lead_returns
  WHERE picker_id = picker AND kind = 'skipped' AND returned_at >= today_from;
  IF skips >= st.skip_limit THEN
    RETURN json_build_object('refusal', 'skip-limit', 'skip_limit', st.skip_limit);
  END IF;
  UPDATE rentals SET is_fetched = outcome IS NOT NULL, fetcher_id = NULL, fetcher_admin_id = NULL,
    fetcher_leader_id = NULL, fetched_at = NULL, updated_at = now, attempts = attempts - 1,
    due_at = CASE WHEN outcome IS NOT NULL THEN now END,
    callback_picker_id = CASE WHEN callback_leader_id IS NULL THEN callback_picker_id END
  WHERE id = held.id;
  INSERT INTO lead_returns (rental_id, picker_id, admin_id, leader_id, kind, reason, note, returned_at)
  VALUES (held.id, picker, held.fetcher_admin_id, held.fetcher_leader_id, 'skipped', reason, note, now);
  INSERT INTO audit_entries (created_at, action, actor_id, actor_name, actor_role, target_kind, target_id,
    target_label, after, admin_id)
  VALUES (now, 'lead-skipped', picker, me.name, me.role, 'lead', held.id, held.number,
    jsonb_strip_nulls(jsonb_build_object('reason', reason, 'note', note)), me.admin_id);
  RETURN json_build_object('rental', rental_json(held.id), 'skips_today', skips + 1,
    'skip_limit', st.skip_limit, 'wait_seconds', st.wait_seconds);
END
$$;

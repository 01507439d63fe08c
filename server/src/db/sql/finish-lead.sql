-- finish_lead: ending the held lead (PATCH /rental/complete-task), docs/rules/claiming.md#d5.5, docs/rules/claiming.md#d5.3
-- (docs/rules/claiming.md), with a number status (`valid`, `invalid`) or an outcome. A Finish or an
-- Invalid Number finishes the lead as before: it counts as a pick today, and a number made invalid
-- meanwhile stays invalid (invalid is one-way). Not Interested and Do Not Contact finish it too, with
-- that outcome; so does a No Answer on the lead's last attempt (setting `max_attempts`), as
-- `unreachable`. A No Answer before that, or a callback, leaves the lead waiting, held by no one, due
-- `no_answer_retry_minutes` later or at `callback_at`, recorded in lead_returns and counted as the
-- picker's pick today in its counter row (the finish's own row trigger sees no finish). Each way starts
-- the delay and is a lead event in the audit trail (docs/rules/audit.md#d10.1), written here, in the same call. The
-- account and the token are checked as in claim_lead ('ended'). Do Not Contact also puts the number on
-- the do-not-contact list, and a lead whose number was listed while held is never left waiting (rule
-- D5.13). Answers the lead, the seconds to wait before the next claim (0 when the delay is off), its
-- outcome, attempts and due time, the attempts allowed and the retry's minutes, and whose a callback
-- is. One call, plans kept (docs/decisions.md#p29).
-- Every ending is the lead's first call when no Call or WhatsApp came before it (docs/rules/claiming.md#d5.27).
-- A hold older than the setting `release_after` goes back to the pool first (release_expired_hold).
-- With no lead held, the answer is refusal 'released' when the picker's lead went back to the pool
-- since its last finish or return (released by a supervisor or expired, docs/rules/operations.md#d9.3, docs/rules/operations.md#d9.4), with
-- that release's reason, the lead's number and the hold's minutes; otherwise NULL.
--
-- Called by server/src/services/leads/finish-lead.ts.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (docs/decisions.md#p92).
CREATE OR REPLACE FUNCTION finish_lead(picker text, token_issued bigint, verdict text, now timestamptz,
  callback_at timestamptz, callback_mine boolean, note text)
RETURNS json LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  me record;
  held record;
  st record;
  ended text;
  due timestamptz;
  gone record;
BEGIN
  SELECT name, role, admin_id INTO me FROM users WHERE id = picker AND role = 'data-picker'
    AND NOT is_deleted AND token_issued >= coalesce(floor(extract(epoch FROM password_changed_at)), 0);
  IF NOT FOUND THEN
    RETURN json_build_object('refusal', 'ended');
  END IF;
  -- Each statement locks the lead's row: a release elsewhere (the sweep, a supervisor) that got in
  -- first leaves nothing to end here, and one that comes later finds the lead ended.
  PERFORM release_expired_hold(picker, now);
  SELECT id, number, attempts, fetcher_admin_id, fetcher_leader_id INTO held FROM rentals
  WHERE fetcher_id = picker AND finished_date IS NULL AND NOT is_finished FOR UPDATE;
  IF NOT FOUND THEN
    -- The picker's latest release, through lead_releases_picker_idx; it counts only when no finish
    -- or return of the picker came after it (the picker has moved on).
    SELECT lr.reason, lr.after_minutes, lr.released_at, r.number INTO gone
    FROM lead_releases lr JOIN rentals r ON r.id = lr.rental_id
    WHERE lr.picker_id = picker ORDER BY lr.released_at DESC LIMIT 1;
    IF FOUND AND gone.released_at > coalesce(greatest(
        (SELECT max(finished_date) FROM rentals WHERE fetcher_id = picker),
        (SELECT max(returned_at) FROM lead_returns WHERE picker_id = picker)), '-infinity') THEN
      RETURN json_build_object('refusal', 'released', 'reason', gone.reason, 'number', gone.number,
        'after_minutes', gone.after_minutes);
    END IF;
    RETURN NULL;
  END IF;
  SELECT no_answer_retry_minutes, max_attempts, CASE WHEN is_delay_enabled THEN delay_time ELSE 0 END
    AS wait_seconds INTO st FROM settings WHERE id = 1;
  ended := CASE WHEN verdict IN ('valid', 'invalid') THEN NULL
    WHEN verdict = 'no-answer' AND held.attempts >= st.max_attempts THEN 'unreachable' ELSE verdict END;
  -- A number listed while the picker held it (docs/rules/do-not-contact.md#d5.13) is never served again: an ending that would
  -- leave the lead waiting ends it as Do Not Contact. This statement sees a listing that committed while
  -- the lock above waited.
  IF ended IN ('no-answer', 'callback') AND EXISTS (SELECT 1 FROM do_not_contact WHERE number = held.number) THEN
    ended := 'do-not-contact';
  END IF;

  IF ended IS NULL OR ended NOT IN ('no-answer', 'callback') THEN
    UPDATE rentals SET is_finished = true, finished_date = now, updated_at = now, outcome = ended,
      first_called_at = coalesce(first_called_at, now),
      outcome_note = note, callback_picker_id = NULL, callback_leader_id = NULL,
      number_status = CASE WHEN ended IS NOT NULL OR number_status = 'invalid' THEN number_status
        ELSE verdict END
    WHERE id = held.id;
  ELSE
    due := CASE WHEN ended = 'callback' THEN callback_at
      ELSE now + st.no_answer_retry_minutes * interval '1 minute' END;
    -- A callback is the team's (the picker's leader, docs/rules/people.md#d4.4) unless its picker keeps it; a picker
    -- with no team keeps its own.
    UPDATE rentals SET fetcher_id = NULL, fetcher_admin_id = NULL, fetcher_leader_id = NULL,
      fetched_at = NULL, updated_at = now, outcome = ended, outcome_note = note, due_at = due,
      first_called_at = coalesce(first_called_at, now),
      callback_picker_id = CASE WHEN ended = 'callback' AND (callback_mine OR held.fetcher_leader_id IS NULL)
        THEN picker END,
      callback_leader_id = CASE WHEN ended = 'callback' THEN held.fetcher_leader_id END
    WHERE id = held.id;
    INSERT INTO lead_returns (rental_id, picker_id, admin_id, leader_id, kind, note, returned_at)
    VALUES (held.id, picker, held.fetcher_admin_id, held.fetcher_leader_id, ended, note, now);
    -- The picker's pick today (docs/rules/people.md#d4.5), where a finish's row trigger would have counted it.
    INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, leads_finished)
    VALUES ('pickers', report_day(now), picker, coalesce(held.fetcher_admin_id, ''),
      coalesce(held.fetcher_leader_id, ''), 1)
    ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
      leads_finished = t.leads_finished + 1;
  END IF;

  -- The client asked not to be contacted: the number goes on the do-not-contact list, added by the
  -- picker, with the contract's PICKER_OUTCOME_REASON and its code (SYSTEM_REASON_CODES), and that addition is an entry of its own unless
  -- the number was listed already (docs/rules/do-not-contact.md#d5.13).
  IF ended = 'do-not-contact' THEN
    WITH added AS (
      INSERT INTO do_not_contact (number, reason, reason_code, added_by_id, added_at)
      VALUES (held.number, 'Asked by the client (picker''s outcome)', 'picker-outcome', picker, now)
      ON CONFLICT (number) DO NOTHING RETURNING id, reason)
    INSERT INTO audit_entries (created_at, action, actor_id, actor_name, actor_role, target_kind, target_id,
      target_label, after, admin_id)
    SELECT now, 'do-not-contact-added', picker, me.name, me.role, 'number', id, held.number,
      jsonb_build_object('reason', reason), me.admin_id
    FROM added;
  END IF;

  -- An outcome is an event of its own (docs/rules/audit.md#d10.1); a Finish or an Invalid Number is told by the lead
  -- itself (its picker, finish date and number status), so the claim-and-finish cycle writes no entry.
  IF ended IS NOT NULL THEN
    INSERT INTO audit_entries (created_at, action, actor_id, actor_name, actor_role, target_kind, target_id,
      target_label, after, admin_id)
    VALUES (now, 'lead-outcome', picker, me.name, me.role, 'lead', held.id, held.number,
      jsonb_strip_nulls(jsonb_build_object('outcome', ended, 'attempt', held.attempts, 'dueAt', due,
        'callbackFor', CASE WHEN ended = 'callback' THEN
          CASE WHEN callback_mine THEN 'me' ELSE 'anyone' END END,
        'note', note)),
      me.admin_id);
  END IF;
  PERFORM lead_webhook_event('lead.outcome', held.id, now);
  -- What was decided, with the settings that decided it, so the screen says what becomes of the lead
  -- without reading the settings (docs/rules/claiming.md#d5.5).
  RETURN json_build_object('rental', rental_json(held.id), 'wait_seconds', st.wait_seconds,
    'outcome', ended, 'attempts', held.attempts, 'due_at', due, 'max_attempts', st.max_attempts,
    'retry_minutes', st.no_answer_retry_minutes,
    'callback_for', CASE WHEN ended = 'callback' THEN
      CASE WHEN callback_mine OR held.fetcher_leader_id IS NULL THEN 'me' ELSE 'anyone' END END);
END
$$;

-- claim_lead: the claim of a lead (GET /rental/get-single-rental), the claim rules of docs/rules/leads.md#d5
-- (docs/rules/claiming.md) in one call. It checks the account (the access token says who and which
-- role; this says the account was neither deleted nor its password reset since the token was issued,
-- docs/rules/auth.md#d3.6, so the request needs no lookup of its own), serialises the picker's (and its admin group's)
-- claims, reads the rules' state, then answers the held lead, a refusal with its reason, or a claimed
-- lead. The refusals, in order: the picker's daily limit and its admin's cap (docs/rules/people.md#d4), the hold
-- window and the delay after a finish (the settings of docs/rules/settings.md#d7); then the pool in the settings' order.
-- The refusal words are the contract's `ClaimRefusal` codes, plus 'ended' for an account gone or a
-- token a password reset ended.
-- PL/pgSQL keeps its statements' plans for the connection (docs/decisions.md#p29): PGlite would otherwise plan
-- every statement of every claim again, which cost more than running them. The held lead is "this
-- picker's lead with no finish date" and the admin's held count excludes the admin with IS DISTINCT
-- FROM, so that only the index meant for each lookup can answer it, whatever the statistics say.
-- The picker's and the admin's picks today come from the reports' counters (docs/decisions.md#p92), a row
-- per picker and day, not from the finished leads, which every claim would read again (the admin's
-- under its lock).
-- Right after the locks, a hold older than the setting `release_after` goes back to the pool
-- (release_expired_hold, docs/rules/operations.md#d9.4).
-- Due leads come before fresh ones (docs/rules/claiming.md#d5.5): the picker's own due callbacks, then its team's (those
-- for anyone once due, a personal one once its grace is over), then the No Answer retries; each lookup
-- reads one entry of its partial index on the due time, and the fresh pool's predicate and indexes are
-- those of before. Every serve counts an attempt. The delay runs from the picker's last Finish or
-- return (an outcome that waits, or a skip, in lead_returns), and a lead it skipped today or let
-- expire is served to others.
-- The picker's state is one statement, its latest expiry since its last finish or return included, and
-- its skips today are looked up only when its last return is today's (a skip is a return): each
-- statement costs PGlite a few microseconds however little it reads (bench/claim).
-- The pool's fresh leads (entered less than the setting `fresh_hours` ago) come first under every order but
-- `oldest` (docs/rules/claiming.md#d5.26), each lookup one range of the pool's created_at index.
-- With `wanted`, the picker opens one of its own due callbacks from 'My callbacks' (docs/rules/claiming.md#d5.18):
-- the same account checks and refusals, then that lead or the refusal 'callback-gone' (no longer its
-- own, not due, or held by someone), never another lead; holding another lead is 'holding'.
--
-- Called by server/src/services/leads/claim-lead.ts.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (docs/decisions.md#p92).
CREATE OR REPLACE FUNCTION claim_lead(picker text, token_issued bigint, now timestamptz, today_from timestamptz,
  draw double precision, default_picker_limit integer, default_admin_limit integer, wanted text DEFAULT NULL)
RETURNS json LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  admin text;
  s record;
  lead text;
  refusal text;
  retry_at timestamptz;
  expired text;
  not_again text[];
  fresh_from timestamptz;
  fresh_first timestamptz;
  fresh_last timestamptz;
BEGIN
  SELECT admin_id INTO admin FROM users
  WHERE id = picker AND role = 'data-picker' AND NOT is_deleted
    AND token_issued >= coalesce(floor(extract(epoch FROM password_changed_at)), 0);
  IF NOT FOUND THEN
    RETURN json_build_object('refusal', 'ended');
  END IF;
  -- FOR NO KEY UPDATE, not FOR UPDATE: inserting a lead checks its foreign keys with FOR KEY SHARE
  -- on these rows and must not wait for claims. Each later statement sees what committed before it,
  -- so a delete that got in first is seen below.
  PERFORM 1 FROM users WHERE id IN (picker, admin) ORDER BY id FOR NO KEY UPDATE;
  -- docs/rules/operations.md#d9.4: an expired hold goes back to the pool, and the claim goes on as if the picker held
  -- nothing.
  expired := release_expired_hold(picker, now);
  -- The picker's row is read again under its lock: a move that committed while this claim waited
  -- changed the picker's team (docs/rules/people.md#d4.8), and the lead goes to the team the picker is in now.
  SELECT me.admin_id, me.team_leader_id AS leader, st.delay_time, st.is_delay_enabled, st.hold_time,
    st.is_hold_enabled, st.hold_enabled_at,
    st.leads_type, coalesce(me.pick_limit, default_picker_limit) AS pick_limit, me.is_deleted,
    CASE WHEN boss.id IS NOT NULL THEN coalesce(boss.pick_limit, default_admin_limit) END AS admin_limit,
    (SELECT id FROM rentals WHERE fetcher_id = me.id AND finished_date IS NULL AND NOT is_finished) AS held_id,
    (SELECT coalesce(sum(leads_finished), 0)::int FROM report_days WHERE person_id = me.id
      AND side = 'pickers' AND day >= report_day(today_from)) AS today_picked,
    greatest(e.last_finish, e.last_return) AS last_end,
    CASE WHEN e.last_return >= today_from THEN (SELECT array_agg(rental_id) FROM lead_returns
      WHERE picker_id = me.id AND kind = 'skipped' AND returned_at >= today_from) END AS skipped,
    -- The latest of its holds that expired since its last finish or return (docs/rules/operations.md#d9.4).
    (SELECT rental_id FROM lead_releases WHERE picker_id = me.id AND reason = 'expired'
      AND released_at > coalesce(greatest(e.last_finish, e.last_return), '-infinity')
      ORDER BY released_at DESC LIMIT 1) AS expired_before,
    st.callback_grace_minutes, st.fresh_hours,
    -- The admin's pickers' picks today plus the leads they hold (each will become a pick); leads
    -- bypassed to the admin itself are not its pickers' picks, nor counted by the counters (docs/rules/reports.md#d11.2).
    (SELECT coalesce(sum(leads_finished), 0)::int FROM report_days WHERE admin_id = boss.id
      AND side = 'pickers' AND day >= report_day(today_from))
    + (SELECT count(*)::int FROM rentals WHERE fetcher_admin_id = boss.id AND finished_date IS NULL
      AND fetcher_id IS DISTINCT FROM boss.id) AS admin_taken
  INTO s
  FROM settings st JOIN users me ON me.id = picker LEFT JOIN users boss ON boss.id = me.admin_id
  -- OFFSET 0 keeps the two lookups a subquery run once, not copied into each expression using them.
  CROSS JOIN LATERAL (SELECT (SELECT finished_date FROM rentals WHERE fetcher_id = me.id
      AND finished_date IS NOT NULL ORDER BY finished_date DESC LIMIT 1) AS last_finish,
    (SELECT returned_at FROM lead_returns WHERE picker_id = me.id ORDER BY returned_at DESC LIMIT 1)
      AS last_return OFFSET 0) e
  WHERE st.id = 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The settings row or the picker % is missing', picker;
  END IF;

  lead := s.held_id;
  IF s.is_deleted THEN
    refusal := 'ended';
  ELSIF lead IS NOT NULL THEN
    IF wanted IS NOT NULL AND wanted <> lead THEN
      refusal := 'holding';
    END IF;
  ELSIF s.today_picked >= s.pick_limit THEN
    refusal := 'daily-limit';
  ELSIF s.admin_taken >= s.admin_limit THEN
    refusal := 'admin-limit';
  ELSIF s.is_hold_enabled AND s.hold_enabled_at <= now
      AND now < s.hold_enabled_at + s.hold_time * interval '1 minute' THEN
    refusal := 'hold';
    retry_at := s.hold_enabled_at + s.hold_time * interval '1 minute';
  ELSIF s.is_delay_enabled AND now < s.last_end + s.delay_time * interval '1 second' THEN
    refusal := 'delay';
    retry_at := s.last_end + s.delay_time * interval '1 second';
  ELSE
    -- A lead that expired in this picker's hands goes to someone else: its picker gets a new one,
    -- whether this claim released it or the sweep did while the picker was away (its latest expiry
    -- since its last finish or return). So do the leads it skipped today (docs/rules/claiming.md#d5.5).
    not_again := array_remove(coalesce(s.skipped, '{}') || coalesce(expired, s.expired_before), NULL);
    -- Due leads first (docs/rules/claiming.md#d5.5), each lookup its due index's predicate. A picker without a team has
    -- none to share callbacks with: its callbacks stay its own (finish_lead).
    -- SKIP LOCKED makes concurrent claims, in any number of processes, take different rows.
    IF wanted IS NOT NULL THEN
      SELECT id INTO lead FROM rentals WHERE id = wanted AND callback_picker_id = picker
        AND due_at IS NOT NULL AND number_status IS DISTINCT FROM 'invalid' AND due_at <= now
        AND id <> ALL (not_again) FOR UPDATE SKIP LOCKED;
      IF lead IS NULL THEN
        refusal := 'callback-gone';
      END IF;
    ELSE
      SELECT id INTO lead FROM rentals WHERE callback_picker_id = picker AND due_at IS NOT NULL
        AND number_status IS DISTINCT FROM 'invalid' AND due_at <= now AND id <> ALL (not_again)
        ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED;
    END IF;
    IF lead IS NULL AND wanted IS NULL AND s.leader IS NOT NULL THEN
      SELECT id INTO lead FROM rentals WHERE callback_leader_id = s.leader AND outcome = 'callback'
        AND due_at IS NOT NULL AND number_status IS DISTINCT FROM 'invalid' AND due_at <= now
        AND (callback_picker_id IS NULL OR due_at <= now - s.callback_grace_minutes * interval '1 minute')
        AND id <> ALL (not_again)
        ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED;
    END IF;
    IF lead IS NULL AND wanted IS NULL THEN
      SELECT id INTO lead FROM rentals WHERE outcome = 'no-answer' AND due_at IS NOT NULL
        AND number_status IS DISTINCT FROM 'invalid' AND due_at <= now AND id <> ALL (not_again)
        ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED;
    END IF;
    -- The pool predicate is the partial pool indexes' own, so each pick reads one index entry; a lead
    -- of an import still pending (docs/rules/uploads.md#d5.7) is passed over.
    IF lead IS NOT NULL OR wanted IS NOT NULL THEN
      NULL;
    ELSIF s.leads_type = 'newest' THEN
      -- The newest first is the freshest first (docs/rules/claiming.md#d5.26).
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND id <> ALL (not_again) AND lead_published(import_id)
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED;
    ELSIF s.leads_type = 'random' THEN
      -- Fresh leads first (docs/rules/claiming.md#d5.26): the first fresh pool row at or after a random instant
      -- between the oldest fresh lead and the newest lead of the pool, wrapping around to the oldest
      -- fresh one, each lookup one entry of the pool's created_at index however few of the pool are
      -- fresh. Then the first pool row at or after a random point of the `rand` index, wrapping
      -- around: no scan either.
      fresh_from := now - s.fresh_hours * interval '1 hour';
      SELECT created_at INTO fresh_first FROM rentals WHERE NOT is_fetched
        AND number_status IS DISTINCT FROM 'invalid' AND created_at >= fresh_from ORDER BY created_at LIMIT 1;
      IF fresh_first IS NOT NULL THEN
        SELECT created_at INTO fresh_last FROM rentals WHERE NOT is_fetched
          AND number_status IS DISTINCT FROM 'invalid' ORDER BY created_at DESC LIMIT 1;
        SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
          AND id <> ALL (not_again) AND lead_published(import_id)
          AND created_at >= fresh_first + draw * (fresh_last - fresh_first)
          ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED;
        IF lead IS NULL THEN
          SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
            AND id <> ALL (not_again) AND lead_published(import_id) AND created_at >= fresh_first
            ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED;
        END IF;
      END IF;
      IF lead IS NULL THEN
        SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
          AND id <> ALL (not_again) AND lead_published(import_id) AND rand >= draw ORDER BY rand LIMIT 1 FOR UPDATE SKIP LOCKED;
      END IF;
      IF lead IS NULL THEN
        SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
          AND id <> ALL (not_again) AND lead_published(import_id) AND rand < draw ORDER BY rand LIMIT 1 FOR UPDATE SKIP LOCKED;
      END IF;
    ELSIF s.leads_type = 'auto' THEN
      -- Today's fresh leads newest first, then the other fresh leads oldest first (docs/rules/claiming.md#d5.26);
      -- then, as before freshness, today's newest, then the oldest.
      fresh_from := now - s.fresh_hours * interval '1 hour';
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND id <> ALL (not_again) AND lead_published(import_id) AND created_at >= greatest(today_from, fresh_from)
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED;
      IF lead IS NULL THEN
        SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
          AND id <> ALL (not_again) AND lead_published(import_id) AND created_at >= fresh_from
          ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED;
      END IF;
      IF lead IS NULL THEN
        SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
          AND id <> ALL (not_again) AND lead_published(import_id) AND created_at >= today_from
          ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED;
      END IF;
    END IF;
    -- Under `oldest` the oldest lead first, fresh or not (docs/rules/claiming.md#d5.26).
    IF lead IS NULL AND wanted IS NULL AND s.leads_type IN ('oldest', 'auto') THEN
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND id <> ALL (not_again) AND lead_published(import_id)
        ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED;
    END IF;
    IF refusal IS NOT NULL THEN
      NULL;
    ELSIF lead IS NULL THEN
      refusal := 'pool-empty';
    ELSE
      UPDATE rentals SET is_fetched = true, fetcher_id = picker, fetcher_admin_id = s.admin_id,
        fetcher_leader_id = s.leader, fetched_at = now, updated_at = now, attempts = attempts + 1,
        due_at = NULL
      WHERE id = lead;
    END IF;
  END IF;

  -- A lead newly claimed, not the one already held, is the webhooks' `lead.claimed` (docs/rules/integrations.md#d15.9).
  IF refusal IS NULL AND s.held_id IS NULL THEN
    PERFORM lead_webhook_event('lead.claimed', lead, now);
  END IF;
  RETURN json_build_object('refusal', refusal, 'retry_at', retry_at, 'delay_time', s.delay_time,
    'is_delay_enabled', s.is_delay_enabled, 'today_picked', s.today_picked, 'pick_limit', s.pick_limit,
    'rental', CASE WHEN refusal IS NULL THEN rental_json(lead) END, 'expired', expired);
END
$$;

-- A claim counted the picker's picks today, and its admin group's under the admin's lock, from the
-- finished leads: every claim read each pick of the day again (1.5 ms at 1,200 picks a group on
-- PostgreSQL, growing through the day to the admin's cap). The reports' counters keep them a row per
-- picker and day (docs/decisions.md#p92). The picker's last finish reads one index entry, not all of them.
-- Both claim functions now also take the access token's issue second and refuse a token a password
-- reset ended (docs/rules/auth.md#d3.6): the request no longer looks that up in a statement of its own.
-- SQL functions that are not inlined are parsed and planned at every call: rental_json and
-- rental_people become PL/pgSQL (plans kept), and report_day's body becomes immutable, as the function
-- is declared, so that it is inlined (extract() of a timestamptz is only stable); the same days.
CREATE INDEX "report_days_person_idx" ON "report_days" USING btree ("person_id","side","day");
--> statement-breakpoint
DROP FUNCTION fetch_lead(text, timestamptz, timestamptz, double precision, integer, integer);
--> statement-breakpoint
DROP FUNCTION finish_lead(text, text, timestamptz);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fetch_lead(picker text, token_issued bigint, now timestamptz, today_from timestamptz,
  draw double precision, default_picker_limit integer, default_admin_limit integer)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  admin text;
  leader text;
  s record;
  lead text;
  refusal text;
  retry_at timestamptz;
  expired text;
BEGIN
  SELECT admin_id, team_leader_id INTO admin, leader FROM users
  WHERE id = picker AND role = 'data-picker' AND NOT is_deleted
    AND token_issued >= coalesce(floor(extract(epoch FROM password_changed_at)), 0);
  IF NOT FOUND THEN
    RETURN json_build_object('refusal', 'ended');
  END IF;
  -- FOR NO KEY UPDATE, not FOR UPDATE: inserting a lead checks its foreign keys with FOR KEY SHARE
  -- on these rows and must not wait for claims. Each later statement sees what committed before it,
  -- so a delete that got in first is seen below.
  PERFORM 1 FROM users WHERE id IN (picker, admin) ORDER BY id FOR NO KEY UPDATE;
  -- A move that committed while this claim waited changed the picker's team (docs/rules/people.md#d4.8): the lead
  -- goes to the team the picker is in now.
  SELECT admin_id, team_leader_id INTO admin, leader FROM users WHERE id = picker;
  -- docs/rules/operations.md#d9.4: a hold older than `release_after` minutes (0: never) goes back to the pool, recorded
  -- for the picker's next Finish, and the claim goes on as if the picker held nothing. The update
  -- locks the lead's row: a finish or a release of it elsewhere either committed first (then it is
  -- no longer held here) or waits and then finds it gone.
  WITH released AS (
    UPDATE rentals r SET is_fetched = false, fetcher_id = NULL, fetcher_admin_id = NULL,
      fetcher_leader_id = NULL, fetched_at = NULL, updated_at = now
    FROM settings st
    WHERE st.id = 1 AND st.release_after > 0 AND r.fetcher_id = picker AND r.finished_date IS NULL
      AND NOT r.is_finished AND r.fetched_at < now - st.release_after * interval '1 minute'
    RETURNING r.id, st.release_after)
  INSERT INTO lead_releases (rental_id, picker_id, reason, after_minutes, released_at)
  SELECT id, picker, 'expired', release_after, now FROM released
  RETURNING rental_id INTO expired;
  SELECT st.delay_time, st.is_delay_enabled, st.hold_time, st.is_hold_enabled, st.hold_enabled_at,
    st.leads_type, coalesce(me.pick_limit, default_picker_limit) AS pick_limit, me.is_deleted,
    CASE WHEN boss.id IS NOT NULL THEN coalesce(boss.pick_limit, default_admin_limit) END AS admin_limit,
    (SELECT id FROM rentals WHERE fetcher_id = me.id AND finished_date IS NULL AND NOT is_finished) AS held_id,
    (SELECT coalesce(sum(leads_finished), 0)::int FROM report_days WHERE person_id = me.id
      AND side = 'pickers' AND day >= report_day(today_from)) AS today_picked,
    (SELECT finished_date FROM rentals WHERE fetcher_id = me.id AND finished_date IS NOT NULL
      ORDER BY finished_date DESC LIMIT 1) AS last_finish,
    -- The admin's pickers' picks today plus the leads they hold (each will become a pick); leads
    -- bypassed to the admin itself are not its pickers' picks, nor counted by the counters (docs/rules/reports.md#d11.2).
    (SELECT coalesce(sum(leads_finished), 0)::int FROM report_days WHERE admin_id = boss.id
      AND side = 'pickers' AND day >= report_day(today_from))
    + (SELECT count(*)::int FROM rentals WHERE fetcher_admin_id = boss.id AND finished_date IS NULL
      AND fetcher_id IS DISTINCT FROM boss.id) AS admin_taken
  INTO s
  FROM settings st JOIN users me ON me.id = picker LEFT JOIN users boss ON boss.id = admin
  WHERE st.id = 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The settings row or the picker % is missing', picker;
  END IF;

  lead := s.held_id;
  IF s.is_deleted THEN
    refusal := 'ended';
  ELSIF lead IS NOT NULL THEN
    NULL;
  ELSIF s.today_picked >= s.pick_limit THEN
    refusal := 'daily-limit';
  ELSIF s.admin_taken >= s.admin_limit THEN
    refusal := 'admin-limit';
  ELSIF s.is_hold_enabled AND s.hold_enabled_at <= now
      AND now < s.hold_enabled_at + s.hold_time * interval '1 minute' THEN
    refusal := 'hold';
    retry_at := s.hold_enabled_at + s.hold_time * interval '1 minute';
  ELSIF s.is_delay_enabled AND now < s.last_finish + s.delay_time * interval '1 second' THEN
    refusal := 'delay';
    retry_at := s.last_finish + s.delay_time * interval '1 second';
  ELSE
    -- The pool predicate is the partial pool indexes' own, so each pick reads one index entry.
    -- SKIP LOCKED makes concurrent claims, in any number of processes, take different rows. A lead
    -- that just expired in this picker's hands goes to someone else: its picker gets a new one.
    IF s.leads_type = 'newest' THEN
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND id IS DISTINCT FROM expired
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED;
    ELSIF s.leads_type = 'random' THEN
      -- The first pool row at or after a random point of the `rand` index, wrapping around: no scan.
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND id IS DISTINCT FROM expired AND rand >= draw ORDER BY rand LIMIT 1 FOR UPDATE SKIP LOCKED;
      IF lead IS NULL THEN
        SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
          AND id IS DISTINCT FROM expired AND rand < draw ORDER BY rand LIMIT 1 FOR UPDATE SKIP LOCKED;
      END IF;
    ELSIF s.leads_type = 'auto' THEN
      -- Today's newest first, then the oldest.
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND id IS DISTINCT FROM expired AND created_at >= today_from
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED;
    END IF;
    IF lead IS NULL AND s.leads_type IN ('oldest', 'auto') THEN
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND id IS DISTINCT FROM expired
        ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED;
    END IF;
    IF lead IS NULL THEN
      refusal := 'pool-empty';
    ELSE
      UPDATE rentals SET is_fetched = true, fetcher_id = picker, fetcher_admin_id = admin,
        fetcher_leader_id = leader, fetched_at = now, updated_at = now
      WHERE id = lead;
    END IF;
  END IF;

  RETURN json_build_object('refusal', refusal, 'retry_at', retry_at, 'delay_time', s.delay_time,
    'is_delay_enabled', s.is_delay_enabled, 'today_picked', s.today_picked, 'pick_limit', s.pick_limit,
    'rental', CASE WHEN refusal IS NULL THEN rental_json(lead) END, 'expired', expired);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION finish_lead(picker text, token_issued bigint, status text, now timestamptz)
RETURNS json LANGUAGE plpgsql AS $$
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
  WITH released AS (
    UPDATE rentals r SET is_fetched = false, fetcher_id = NULL, fetcher_admin_id = NULL,
      fetcher_leader_id = NULL, fetched_at = NULL, updated_at = now
    FROM settings st
    WHERE st.id = 1 AND st.release_after > 0 AND r.fetcher_id = picker AND r.finished_date IS NULL
      AND NOT r.is_finished AND r.fetched_at < now - st.release_after * interval '1 minute'
    RETURNING r.id, st.release_after)
  INSERT INTO lead_releases (rental_id, picker_id, reason, after_minutes, released_at)
  SELECT id, picker, 'expired', release_after, now FROM released;
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (t AT TIME ZONE interval '-05:00')::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rental_people(VARIADIC ids text[]) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT json_object_agg(u.id, json_build_array(u.name, u.email)) FROM users u WHERE u.id = ANY (ids));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rental_json(lead text) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT row_to_json(x) FROM (
    SELECT r.*, rental_people(r.creator_id, r.creator_leader_id, r.creator_admin_id, r.fetcher_id,
      r.fetcher_leader_id, r.fetcher_admin_id) AS people
    FROM rentals r WHERE r.id = lead
  ) x);
END
$$;

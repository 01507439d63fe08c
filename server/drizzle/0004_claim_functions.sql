CREATE TABLE "socket_io_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea"
);
--> statement-breakpoint
DROP INDEX "rentals_held_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_held_idx" ON "rentals" USING btree ("fetcher_id") WHERE "rentals"."is_fetched" AND NOT "rentals"."is_finished";--> statement-breakpoint
-- The names and emails of a lead's people, by user id: one lookup of `users` for the six ids a lead
-- carries, shared by every statement that answers a lead.
CREATE FUNCTION rental_people(VARIADIC ids text[]) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_object_agg(u.id, json_build_array(u.name, u.email)) FROM users u WHERE u.id = ANY (ids)
$$;
--> statement-breakpoint
-- A lead as one JSON object: its columns and its people.
CREATE FUNCTION rental_json(lead text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT row_to_json(x) FROM (
    SELECT r.*, rental_people(r.creator_id, r.creator_leader_id, r.creator_admin_id, r.fetcher_id,
      r.fetcher_leader_id, r.fetcher_admin_id) AS people
    FROM rentals r WHERE r.id = lead
  ) x
$$;
--> statement-breakpoint
-- The fetch of docs/rules/leads.md#d5 in one call: check the account (the access token says who and which role;
-- this says the account was not deleted since), serialise the picker's (and its admin
-- group's) fetches, read the rules' state, then answer the held lead, a refusal with its reason, or a
-- claimed lead. PL/pgSQL keeps its statements' plans for the connection: PGlite would otherwise plan
-- every statement of every fetch again, which cost more than running them.
CREATE FUNCTION fetch_lead(picker text, now timestamptz, today_from timestamptz, draw double precision,
  default_picker_limit integer, default_admin_limit integer)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  admin text;
  leader text;
  s record;
  lead text;
  refusal text;
  retry_at timestamptz;
BEGIN
  SELECT admin_id, team_leader_id INTO admin, leader FROM users
  WHERE id = picker AND role = 'data-picker' AND NOT is_deleted;
  IF NOT FOUND THEN
    RETURN json_build_object('refusal', 'deleted');
  END IF;
  -- FOR NO KEY UPDATE, not FOR UPDATE: inserting a lead checks its foreign keys with FOR KEY SHARE
  -- on these rows and must not wait for claims. Each later statement sees what committed before it,
  -- so a delete that got in first is seen below.
  PERFORM 1 FROM users WHERE id IN (picker, admin) ORDER BY id FOR NO KEY UPDATE;
  SELECT st.delay_time, st.is_delay_enabled, st.hold_time, st.is_hold_enabled, st.hold_enabled_at,
    st.leads_type, coalesce(me.pick_limit, default_picker_limit) AS pick_limit, me.is_deleted,
    CASE WHEN boss.id IS NOT NULL THEN coalesce(boss.pick_limit, default_admin_limit) END AS admin_limit,
    (SELECT id FROM rentals WHERE fetcher_id = me.id AND is_fetched AND NOT is_finished) AS held_id,
    (SELECT count(*)::int FROM rentals WHERE fetcher_id = me.id AND finished_date >= today_from) AS today_picked,
    (SELECT max(finished_date) FROM rentals WHERE fetcher_id = me.id) AS last_finish,
    -- The admin's pickers' picks today plus the leads they hold (each will become a pick); leads
    -- bypassed to the admin itself are not its pickers' picks. Two index ranges, not one OR that
    -- would read every pick the group ever made.
    (SELECT count(*)::int FROM rentals WHERE fetcher_admin_id = boss.id AND finished_date >= today_from
      AND fetcher_id <> boss.id)
    + (SELECT count(*)::int FROM rentals WHERE fetcher_admin_id = boss.id AND finished_date IS NULL
      AND fetcher_id <> boss.id) AS admin_taken
  INTO s
  FROM settings st JOIN users me ON me.id = picker LEFT JOIN users boss ON boss.id = admin
  WHERE st.id = 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'The settings row or the picker % is missing', picker;
  END IF;

  lead := s.held_id;
  IF s.is_deleted THEN
    refusal := 'deleted';
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
    -- SKIP LOCKED makes concurrent claims, in any number of processes, take different rows.
    IF s.leads_type = 'newest' THEN
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED;
    ELSIF s.leads_type = 'random' THEN
      -- The first pool row at or after a random point of the `rand` index, wrapping around: no scan.
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND rand >= draw ORDER BY rand LIMIT 1 FOR UPDATE SKIP LOCKED;
      IF lead IS NULL THEN
        SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
          AND rand < draw ORDER BY rand LIMIT 1 FOR UPDATE SKIP LOCKED;
      END IF;
    ELSIF s.leads_type = 'auto' THEN
      -- Today's newest first, then the oldest.
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
        AND created_at >= today_from ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED;
    END IF;
    IF lead IS NULL AND s.leads_type IN ('oldest', 'auto') THEN
      SELECT id INTO lead FROM rentals WHERE NOT is_fetched AND number_status IS DISTINCT FROM 'invalid'
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
    'rental', CASE WHEN refusal IS NULL THEN rental_json(lead) END);
END
$$;
--> statement-breakpoint
-- Finishing the held lead: it counts as a pick today and starts the delay. A number made invalid
-- meanwhile stays invalid (one-way). NULL when the picker holds nothing; the account is checked as in
-- fetch_lead.
CREATE FUNCTION finish_lead(picker text, status text, now timestamptz) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  lead text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = picker AND role = 'data-picker' AND NOT is_deleted) THEN
    RETURN json_build_object('refusal', 'deleted');
  END IF;
  UPDATE rentals SET is_finished = true, finished_date = now, updated_at = now,
    number_status = CASE WHEN number_status = 'invalid' THEN 'invalid' ELSE status END
  WHERE fetcher_id = picker AND is_fetched AND NOT is_finished
  RETURNING id INTO lead;
  IF lead IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN json_build_object('rental', rental_json(lead), 'wait_seconds',
    (SELECT CASE WHEN is_delay_enabled THEN delay_time ELSE 0 END FROM settings WHERE id = 1));
END
$$;
--> statement-breakpoint
-- Fetched and finished go together (a finished lead is fetched): without knowing it the planner
-- multiplies their shares, expects thousands of held leads where there are a few, and reads every
-- picked lead in list order to find them (Client Details filtered to unfinished leads).
CREATE STATISTICS rentals_fetch_state (mcv) ON is_fetched, is_finished FROM rentals;
--> statement-breakpoint
ANALYZE rentals;

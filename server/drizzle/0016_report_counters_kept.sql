-- The reports' counters (docs/rules/reports.md#d11) follow the leads and deals: every insert, change or delete of a
-- lead or a deal adds what it counts now and takes away what it counted before, so the counters always
-- equal a count over the rows. Imports insert in one statement, which one statement-level trigger
-- aggregates at once; single changes (a finish, a make-invalid, a deal's status) run a row trigger,
-- and only when a column the counters read changes.

-- A Panama day (UTC−5 all year, docs/rules/auth.md#d3) as a date.
CREATE FUNCTION report_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date '1970-01-01' + floor((extract(epoch FROM t) - 18000) / 86400)::int
$$;
--> statement-breakpoint
-- A lead finished by a picker (docs/rules/reports.md#d11.2): an admin's bypass sets the admin as its own fetcher and is no finish.
CREATE FUNCTION report_picked(r rentals) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT r.is_finished AND r.finished_date IS NOT NULL AND r.fetcher_id IS NOT NULL
    AND r.fetcher_id IS DISTINCT FROM r.fetcher_admin_id
$$;
--> statement-breakpoint
-- What one lead counts, on its creator's side and on its picker's.
CREATE FUNCTION report_lead_counts(r rentals) RETURNS TABLE (side text, day date, person_id text,
  admin_id text, leader_id text, created int, invalid int, finished int, valid int, finished_invalid int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'creators', report_day(r.created_at), r.creator_id, coalesce(r.creator_admin_id, ''),
    coalesce(r.creator_leader_id, ''), 1, (r.number_status IS NOT DISTINCT FROM 'invalid')::int, 0, 0, 0
  WHERE r.creator_id IS NOT NULL
  UNION ALL
  SELECT 'creators', report_day(r.finished_date), r.creator_id, coalesce(r.creator_admin_id, ''),
    coalesce(r.creator_leader_id, ''), 0, 0, 1, (r.number_status IS NOT DISTINCT FROM 'valid')::int,
    (r.number_status IS NOT DISTINCT FROM 'invalid')::int
  WHERE r.creator_id IS NOT NULL AND report_picked(r)
  UNION ALL
  SELECT 'pickers', report_day(r.finished_date), r.fetcher_id, coalesce(r.fetcher_admin_id, ''),
    coalesce(r.fetcher_leader_id, ''), 0, 0, 1, (r.number_status IS NOT DISTINCT FROM 'valid')::int,
    (r.number_status IS NOT DISTINCT FROM 'invalid')::int
  WHERE report_picked(r)
$$;
--> statement-breakpoint
-- Whole minutes from claim to finish of a lead a picker finished (docs/rules/reports.md#d11.4), in the day of the finish,
-- its week (from Monday) and its month: a range's median reads whole weeks and months in one row each.
CREATE FUNCTION report_lead_held(r rentals) RETURNS TABLE (span text, day date, person_id text,
  admin_id text, leader_id text, minutes int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s.span, s.day, r.fetcher_id, coalesce(r.fetcher_admin_id, ''), coalesce(r.fetcher_leader_id, ''),
    greatest(0, floor(extract(epoch FROM r.finished_date - r.fetched_at) / 60))::int
  FROM (SELECT report_day(r.finished_date) AS finished) f
  CROSS JOIN LATERAL (VALUES ('day', f.finished), ('week', date_trunc('week', f.finished::timestamp)::date),
    ('month', date_trunc('month', f.finished::timestamp)::date)) s (span, day)
  WHERE report_picked(r) AND r.fetched_at IS NOT NULL
$$;
--> statement-breakpoint
-- What one deal counts: on its picker's side, and on the side of its lead's creator.
CREATE FUNCTION report_deal_counts(d closed_rentals) RETURNS TABLE (side text, day date, person_id text,
  admin_id text, leader_id text, in_process int, done int, failed int)
LANGUAGE sql STABLE AS $$
  SELECT 'pickers', report_day(d.created_at), d.fetcher_id, coalesce(d.fetcher_admin_id, ''),
    coalesce(d.fetcher_leader_id, ''), (d.status = 'in-process')::int, (d.status = 'done')::int,
    (d.status = 'failed')::int
  UNION ALL
  SELECT 'creators', report_day(d.created_at), r.creator_id, coalesce(r.creator_admin_id, ''),
    coalesce(r.creator_leader_id, ''), (d.status = 'in-process')::int, (d.status = 'done')::int,
    (d.status = 'failed')::int
  FROM rentals r WHERE r.id = d.rental_id AND r.creator_id IS NOT NULL
$$;
--> statement-breakpoint
-- Takes away what the `gone` deals counted and adds what the `came` ones count, upserting in key order
-- so that two transactions touching the same counters lock them in the same order.
CREATE FUNCTION report_add_deals(gone closed_rentals[], came closed_rentals[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, deals_in_process, deals_done,
    deals_failed)
  SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, sum(l.sign * c.in_process),
    sum(l.sign * c.done), sum(l.sign * c.failed)
  FROM (SELECT -1 AS sign, g AS d FROM unnest(gone) g UNION ALL SELECT 1, n FROM unnest(came) n) l
  CROSS JOIN LATERAL report_deal_counts(l.d) c
  GROUP BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
  HAVING sum(l.sign * c.in_process) <> 0 OR sum(l.sign * c.done) <> 0 OR sum(l.sign * c.failed) <> 0
  ORDER BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
  ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
    deals_in_process = t.deals_in_process + excluded.deals_in_process,
    deals_done = t.deals_done + excluded.deals_done,
    deals_failed = t.deals_failed + excluded.deals_failed;
$$;
--> statement-breakpoint
-- A changed lead (a finish, a make-invalid): takes away what it counted and adds what it counts now.
-- Static statements, so PL/pgSQL plans them once per connection: planned anew at every finish, they
-- cost a claim-and-finish two fifths of its rate (bench/claim). Rows are upserted in key order, so
-- two transactions touching the same counters lock them in the same order.
CREATE FUNCTION report_lead_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, leads_created, leads_invalid,
    leads_finished, finished_valid, finished_invalid)
  SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, sum(l.sign * c.created),
    sum(l.sign * c.invalid), sum(l.sign * c.finished), sum(l.sign * c.valid),
    sum(l.sign * c.finished_invalid)
  FROM (SELECT -1 AS sign, OLD AS r UNION ALL SELECT 1, NEW) l
  CROSS JOIN LATERAL report_lead_counts(l.r) c
  GROUP BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
  HAVING sum(l.sign * c.created) <> 0 OR sum(l.sign * c.invalid) <> 0 OR sum(l.sign * c.finished) <> 0
    OR sum(l.sign * c.valid) <> 0 OR sum(l.sign * c.finished_invalid) <> 0
  ORDER BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
  ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
    leads_created = t.leads_created + excluded.leads_created,
    leads_invalid = t.leads_invalid + excluded.leads_invalid,
    leads_finished = t.leads_finished + excluded.leads_finished,
    finished_valid = t.finished_valid + excluded.finished_valid,
    finished_invalid = t.finished_invalid + excluded.finished_invalid;
  INSERT INTO report_held AS t (span, day, person_id, admin_id, leader_id, minutes, leads)
  SELECT h.span, h.day, h.person_id, h.admin_id, h.leader_id, h.minutes, sum(l.sign)
  FROM (SELECT -1 AS sign, OLD AS r UNION ALL SELECT 1, NEW) l
  CROSS JOIN LATERAL report_lead_held(l.r) h
  GROUP BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes
  HAVING sum(l.sign) <> 0
  ORDER BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes
  ON CONFLICT (span, day, admin_id, leader_id, person_id, minutes) DO UPDATE SET
    leads = t.leads + excluded.leads;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Leads inserted or deleted by one statement (an import, the demo's reset): the same sums over the
-- statement's transition table, aggregated in place (copying an import's rows into an array first
-- cost it a fifth of its time). A lead for use that nobody finished counts nothing and is skipped.
CREATE FUNCTION report_leads_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := format(
    'SELECT %s AS sign, x::rentals AS r FROM %s x WHERE x.creator_id IS NOT NULL OR x.is_finished',
    CASE TG_OP WHEN 'INSERT' THEN '1' ELSE '-1' END, CASE TG_OP WHEN 'INSERT' THEN 'added' ELSE 'removed' END);
BEGIN
  EXECUTE format($q$
    INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, leads_created, leads_invalid,
      leads_finished, finished_valid, finished_invalid)
    SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, sum(l.sign * c.created),
      sum(l.sign * c.invalid), sum(l.sign * c.finished), sum(l.sign * c.valid),
      sum(l.sign * c.finished_invalid)
    FROM (%s) l CROSS JOIN LATERAL report_lead_counts(l.r) c
    GROUP BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
    ORDER BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
    ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
      leads_created = t.leads_created + excluded.leads_created,
      leads_invalid = t.leads_invalid + excluded.leads_invalid,
      leads_finished = t.leads_finished + excluded.leads_finished,
      finished_valid = t.finished_valid + excluded.finished_valid,
      finished_invalid = t.finished_invalid + excluded.finished_invalid$q$, source);
  EXECUTE format($q$
    INSERT INTO report_held AS t (span, day, person_id, admin_id, leader_id, minutes, leads)
    SELECT h.span, h.day, h.person_id, h.admin_id, h.leader_id, h.minutes, sum(l.sign)
    FROM (%s) l CROSS JOIN LATERAL report_lead_held(l.r) h
    GROUP BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes
    ORDER BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes
    ON CONFLICT (span, day, admin_id, leader_id, person_id, minutes) DO UPDATE SET
      leads = t.leads + excluded.leads$q$, source);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rentals_report_added AFTER INSERT ON rentals REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION report_leads_added_or_removed();
--> statement-breakpoint
-- A claim or a release leaves its lead unfinished, its status and its creator as they were: the WHEN
-- skips it without calling the function.
CREATE TRIGGER rentals_report_changed AFTER UPDATE OF created_at, creator_id, creator_admin_id,
  creator_leader_id, number_status, is_finished, finished_date, fetched_at, fetcher_id, fetcher_admin_id,
  fetcher_leader_id ON rentals FOR EACH ROW
  WHEN (OLD.is_finished OR NEW.is_finished OR OLD.number_status IS DISTINCT FROM NEW.number_status
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.creator_id IS DISTINCT FROM NEW.creator_id
    OR OLD.creator_admin_id IS DISTINCT FROM NEW.creator_admin_id
    OR OLD.creator_leader_id IS DISTINCT FROM NEW.creator_leader_id)
  EXECUTE FUNCTION report_lead_changed();
--> statement-breakpoint
CREATE TRIGGER rentals_report_removed AFTER DELETE ON rentals REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION report_leads_added_or_removed();
--> statement-breakpoint
CREATE FUNCTION report_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_add_deals(
    CASE WHEN TG_OP = 'INSERT' THEN '{}' ELSE ARRAY[OLD] END,
    CASE WHEN TG_OP = 'DELETE' THEN '{}' ELSE ARRAY[NEW] END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER closed_rentals_report_changed AFTER INSERT OR DELETE OR UPDATE OF status, created_at,
  fetcher_id, fetcher_admin_id, fetcher_leader_id, rental_id ON closed_rentals
  FOR EACH ROW EXECUTE FUNCTION report_deals_changed();
--> statement-breakpoint
-- The leads and deals already there, counted once.
INSERT INTO report_days (side, day, person_id, admin_id, leader_id, leads_created, leads_invalid,
  leads_finished, finished_valid, finished_invalid)
SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, sum(c.created), sum(c.invalid),
  sum(c.finished), sum(c.valid), sum(c.finished_invalid)
FROM rentals r CROSS JOIN LATERAL report_lead_counts(r) c
GROUP BY c.side, c.day, c.admin_id, c.leader_id, c.person_id;
--> statement-breakpoint
SELECT report_add_deals('{}', ARRAY(SELECT d FROM closed_rentals d));
--> statement-breakpoint
INSERT INTO report_held (span, day, person_id, admin_id, leader_id, minutes, leads)
SELECT h.span, h.day, h.person_id, h.admin_id, h.leader_id, h.minutes, count(*)
FROM rentals r CROSS JOIN LATERAL report_lead_held(r) h
GROUP BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes;

-- report_count_statements: the two statements that add to the counters (docs/rules/reports.md#d11) what the leads of
-- `source` count, times their sign: `source` is a query answering (sign int, r rentals). The sums of
-- report_lead_counts and report_lead_held over it, aggregated in place (copying an import's rows into
-- an array first cost it a fifth of its time), upserted in key order so two transactions lock counters
-- in the same order. Answered as text for the caller to run: a trigger's transition tables are visible
-- only to its own function's statements. Used by the statement trigger on `rentals` and by an import's
-- publication.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_count_statements(source text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[format($q$
    INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, leads_created, leads_invalid,
      leads_finished, finished_valid, finished_invalid, outcome_not_interested, outcome_do_not_contact,
      outcome_unreachable)
    SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, sum(l.sign * c.created),
      sum(l.sign * c.invalid), sum(l.sign * c.finished), sum(l.sign * c.valid),
      sum(l.sign * c.finished_invalid), sum(l.sign * c.not_interested), sum(l.sign * c.do_not_contact),
      sum(l.sign * c.unreachable)
    FROM (%s) l CROSS JOIN LATERAL report_lead_counts(l.r) c
    GROUP BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
    ORDER BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
    ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
      leads_created = t.leads_created + excluded.leads_created,
      leads_invalid = t.leads_invalid + excluded.leads_invalid,
      leads_finished = t.leads_finished + excluded.leads_finished,
      finished_valid = t.finished_valid + excluded.finished_valid,
      finished_invalid = t.finished_invalid + excluded.finished_invalid,
      outcome_not_interested = t.outcome_not_interested + excluded.outcome_not_interested,
      outcome_do_not_contact = t.outcome_do_not_contact + excluded.outcome_do_not_contact,
      outcome_unreachable = t.outcome_unreachable + excluded.outcome_unreachable$q$, source),
  format($q$
    INSERT INTO report_held AS t (span, day, person_id, admin_id, leader_id, minutes, leads)
    SELECT h.span, h.day, h.person_id, h.admin_id, h.leader_id, h.minutes, sum(l.sign)
    FROM (%s) l CROSS JOIN LATERAL report_lead_held(l.r) h
    GROUP BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes
    ORDER BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes
    ON CONFLICT (span, day, admin_id, leader_id, person_id, minutes) DO UPDATE SET
      leads = t.leads + excluded.leads$q$, source)]
$$;

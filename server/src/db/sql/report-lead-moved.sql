-- report_lead_moved: the counters' general change for one lead (docs/rules/reports.md#d11): what it counted
-- (`was`; NULL for a lead just inserted) taken away and what it counts now (`lead`) added, both rows
-- expanded, summed by key and filtered, so a key whose sums are all zero is not written. Rows are
-- upserted in key order, so two transactions touching the same counters lock them in the same order.
-- Static statements, planned once per connection, generically (docs/decisions.md#p92): called by the row
-- trigger on a changed lead and by the statement trigger on a creator's one new lead, where statements
-- built as text were planned anew at every create (~3 ms of its ~4 ms insert at 1,000,000 leads).
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_lead_moved(was rentals, lead rentals) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, leads_created, leads_invalid,
    leads_finished, finished_valid, finished_invalid, outcome_not_interested, outcome_do_not_contact,
    outcome_unreachable)
  SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, sum(l.sign * c.created),
    sum(l.sign * c.invalid), sum(l.sign * c.finished), sum(l.sign * c.valid),
    sum(l.sign * c.finished_invalid), sum(l.sign * c.not_interested), sum(l.sign * c.do_not_contact),
    sum(l.sign * c.unreachable)
  FROM (SELECT -1 AS sign, was AS r WHERE NOT (was IS NULL) UNION ALL SELECT 1, lead) l
  CROSS JOIN LATERAL report_lead_counts(l.r) c
  GROUP BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
  HAVING sum(l.sign * c.created) <> 0 OR sum(l.sign * c.invalid) <> 0 OR sum(l.sign * c.finished) <> 0
    OR sum(l.sign * c.valid) <> 0 OR sum(l.sign * c.finished_invalid) <> 0
    OR sum(l.sign * c.not_interested) <> 0 OR sum(l.sign * c.do_not_contact) <> 0
    OR sum(l.sign * c.unreachable) <> 0
  ORDER BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
  ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
    leads_created = t.leads_created + excluded.leads_created,
    leads_invalid = t.leads_invalid + excluded.leads_invalid,
    leads_finished = t.leads_finished + excluded.leads_finished,
    finished_valid = t.finished_valid + excluded.finished_valid,
    finished_invalid = t.finished_invalid + excluded.finished_invalid,
    outcome_not_interested = t.outcome_not_interested + excluded.outcome_not_interested,
    outcome_do_not_contact = t.outcome_do_not_contact + excluded.outcome_do_not_contact,
    outcome_unreachable = t.outcome_unreachable + excluded.outcome_unreachable;
  INSERT INTO report_held AS t (span, day, person_id, admin_id, leader_id, minutes, leads)
  SELECT h.span, h.day, h.person_id, h.admin_id, h.leader_id, h.minutes, sum(l.sign)
  FROM (SELECT -1 AS sign, was AS r WHERE NOT (was IS NULL) UNION ALL SELECT 1, lead) l
  CROSS JOIN LATERAL report_lead_held(l.r) h
  GROUP BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes
  HAVING sum(l.sign) <> 0
  ORDER BY h.span, h.day, h.admin_id, h.leader_id, h.person_id, h.minutes
  ON CONFLICT (span, day, admin_id, leader_id, person_id, minutes) DO UPDATE SET
    leads = t.leads + excluded.leads;
END
$$;

-- A picker's finish is the counters' most frequent change, and their row trigger handled it as any
-- change: what the lead counted before and what it counts now, both expanded, summed by key and
-- filtered (docs/decisions.md#p94). When the lead was not finished before and what its creator's side counts
-- is unchanged, the lead counted only its creation, which it still counts: the change is what it now
-- counts as finished, written as is. In key order as before, so two transactions still lock the same
-- counters in the same order. Anything else takes the general path, unchanged.
CREATE OR REPLACE FUNCTION report_lead_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.is_finished AND OLD.created_at IS NOT DISTINCT FROM NEW.created_at
      AND OLD.creator_id IS NOT DISTINCT FROM NEW.creator_id
      AND OLD.creator_admin_id IS NOT DISTINCT FROM NEW.creator_admin_id
      AND OLD.creator_leader_id IS NOT DISTINCT FROM NEW.creator_leader_id
      AND (OLD.number_status IS NOT DISTINCT FROM 'invalid') = (NEW.number_status IS NOT DISTINCT FROM 'invalid') THEN
    INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, leads_finished, finished_valid,
      finished_invalid)
    SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, c.finished, c.valid, c.finished_invalid
    FROM report_lead_counts(NEW) c WHERE c.finished <> 0
    ORDER BY c.side
    ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
      leads_finished = t.leads_finished + excluded.leads_finished,
      finished_valid = t.finished_valid + excluded.finished_valid,
      finished_invalid = t.finished_invalid + excluded.finished_invalid;
    INSERT INTO report_held AS t (span, day, person_id, admin_id, leader_id, minutes, leads)
    SELECT h.span, h.day, h.person_id, h.admin_id, h.leader_id, h.minutes, 1
    FROM report_lead_held(NEW) h
    ORDER BY h.span
    ON CONFLICT (span, day, admin_id, leader_id, person_id, minutes) DO UPDATE SET leads = t.leads + 1;
    RETURN NULL;
  END IF;
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

-- report_lead_changed: the counters' row trigger function on `rentals` (docs/rules/reports.md#d11): a changed lead (a
-- finish, with a final outcome or not, a make-invalid) takes away what it counted and adds what it counts now. Its trigger skips a
-- claim, a release and a bypass, which change no counter.
-- A picker's finish, the most frequent change, comes first (docs/decisions.md#p94): when the lead was not
-- finished before and what its creator's side counts is unchanged, the lead counted only its creation,
-- which it still counts, so the change is what it now counts as finished, written as is. Anything else
-- takes the general path (report_lead_moved): both rows expanded, summed by key and filtered.
-- Static statements, so PL/pgSQL plans them once per connection (docs/decisions.md#p29): planned anew at every
-- finish, they cost a claim-and-finish two fifths of its rate (bench/claim). Rows are upserted in key
-- order, so two transactions touching the same counters lock them in the same order.
-- A lead of an import still pending (a move of its creator changes it) counts nothing yet: its
-- import counts it as it is when published (docs/rules/uploads.md#d5.7).
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (docs/decisions.md#p92).
CREATE OR REPLACE FUNCTION report_lead_changed() RETURNS trigger LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF NEW.import_id IS NOT NULL AND NOT lead_published(NEW.import_id) THEN
    RETURN NULL;
  END IF;
  IF NOT OLD.is_finished AND OLD.created_at IS NOT DISTINCT FROM NEW.created_at
      AND OLD.creator_id IS NOT DISTINCT FROM NEW.creator_id
      AND OLD.creator_admin_id IS NOT DISTINCT FROM NEW.creator_admin_id
      AND OLD.creator_leader_id IS NOT DISTINCT FROM NEW.creator_leader_id
      AND (OLD.number_status IS NOT DISTINCT FROM 'invalid') = (NEW.number_status IS NOT DISTINCT FROM 'invalid') THEN
    INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, leads_finished, finished_valid,
      finished_invalid, outcome_not_interested, outcome_do_not_contact, outcome_unreachable)
    SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, c.finished, c.valid, c.finished_invalid,
      c.not_interested, c.do_not_contact, c.unreachable
    FROM report_lead_counts(NEW) c WHERE c.finished <> 0
    ORDER BY c.side
    ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
      leads_finished = t.leads_finished + excluded.leads_finished,
      finished_valid = t.finished_valid + excluded.finished_valid,
      finished_invalid = t.finished_invalid + excluded.finished_invalid,
      outcome_not_interested = t.outcome_not_interested + excluded.outcome_not_interested,
      outcome_do_not_contact = t.outcome_do_not_contact + excluded.outcome_do_not_contact,
      outcome_unreachable = t.outcome_unreachable + excluded.outcome_unreachable;
    INSERT INTO report_held AS t (span, day, person_id, admin_id, leader_id, minutes, leads)
    SELECT h.span, h.day, h.person_id, h.admin_id, h.leader_id, h.minutes, 1
    FROM report_lead_held(NEW) h
    ORDER BY h.span
    ON CONFLICT (span, day, admin_id, leader_id, person_id, minutes) DO UPDATE SET leads = t.leads + 1;
    RETURN NULL;
  END IF;
  PERFORM report_lead_moved(OLD, NEW);
  RETURN NULL;
END
$$;

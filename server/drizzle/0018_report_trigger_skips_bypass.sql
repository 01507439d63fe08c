-- A bypass finishes its leads with the admin as their fetcher, which is no finish (docs/rules/reports.md#d11.2), so it
-- changes no counter; the row trigger still ran for each of its leads, a second of a 10,000-lead
-- bypass (docs/decisions.md#p91). It now runs only when a lead was or becomes a picker's finish, or when what
-- the creator's side counts changes.
DROP TRIGGER rentals_report_changed ON rentals;
--> statement-breakpoint
CREATE TRIGGER rentals_report_changed AFTER UPDATE OF created_at, creator_id, creator_admin_id,
  creator_leader_id, number_status, is_finished, finished_date, fetched_at, fetcher_id, fetcher_admin_id,
  fetcher_leader_id ON rentals FOR EACH ROW
  WHEN (report_picked(OLD) OR report_picked(NEW) OR OLD.number_status IS DISTINCT FROM NEW.number_status
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.creator_id IS DISTINCT FROM NEW.creator_id
    OR OLD.creator_admin_id IS DISTINCT FROM NEW.creator_admin_id
    OR OLD.creator_leader_id IS DISTINCT FROM NEW.creator_leader_id)
  EXECUTE FUNCTION report_lead_changed();

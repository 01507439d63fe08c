-- A lead its picker lets go of (a release, an expired hold, a skip, an outcome that waits, its picker
-- deleted) while its number is on the do-not-contact list is ended, never served again (docs/rules/do-not-contact.md#d5.13).
-- The trigger's function is applied from server/src/db/sql/do-not-contact-guard.sql after the
-- migrations (docs/decisions.md#p96); this stand-in only lets the trigger name it, and is replaced at the same start.
CREATE OR REPLACE FUNCTION do_not_contact_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Only a lead going from held to nobody's fires it: a claim, a finish or any other change never does.
CREATE TRIGGER rentals_do_not_contact BEFORE UPDATE OF fetcher_id ON rentals FOR EACH ROW
  WHEN (OLD.fetcher_id IS NOT NULL AND NEW.fetcher_id IS NULL AND NOT NEW.is_finished)
  EXECUTE FUNCTION do_not_contact_guard();

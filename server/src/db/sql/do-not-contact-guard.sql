-- do_not_contact_guard: the row trigger `rentals_do_not_contact` (migration 0027), docs/rules/do-not-contact.md#d5.13. A lead
-- its picker lets go of while its number is on the do-not-contact list (listed while she held it: a
-- release by a supervisor or by expiry, a skip, an outcome that waits, its picker deleted) is ended as
-- 'do-not-contact' instead of going back to the pool or waiting: fetched (so out of the pool's partial
-- indexes), finished at the change's own time (its `updated_at`, the server's clock), due never, and
-- no one's callback. It keeps no picker, so it counts as nobody's pick.
-- The trigger fires only when a lead goes from held to nobody's, so a claim or a finish never calls it.
-- Each statement of a PL/pgSQL function sees what committed before it ran: a listing that committed
-- while the change waited for the lead's row (an add locks every lead with its numbers first) is seen.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION do_not_contact_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM do_not_contact WHERE number = NEW.number) THEN
    NEW.is_fetched := true;
    NEW.is_finished := true;
    NEW.finished_date := NEW.updated_at;
    NEW.outcome := 'do-not-contact';
    NEW.due_at := NULL;
    NEW.callback_picker_id := NULL;
    NEW.callback_leader_id := NULL;
  END IF;
  RETURN NEW;
END
$$;

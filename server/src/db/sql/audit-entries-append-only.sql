-- audit_entries_append_only: the trigger function keeping the audit trail append-only (docs/rules/audit.md#d10.4):
-- whatever the code or a person at a SQL prompt does, an entry once written is neither changed nor
-- deleted. Its trigger runs before each row's UPDATE or DELETE; TRUNCATE fires no row trigger, so the
-- demo's reset (`npm run seed:demo -- --force`) can still empty the table with everything else.
-- The one change allowed is an erasure's (docs/rules/client-data.md#d13.3): in a transaction that set
-- `rental_leads.erasing`, an entry's label and values may lose a client's data; who, what, when and
-- whose group stay as they were.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('rental_leads.erasing', true) = 'on'
    AND (NEW.id, NEW.created_at, NEW.action, NEW.actor_id, NEW.actor_name, NEW.actor_role, NEW.target_kind,
      NEW.target_id, NEW.ip, NEW.admin_id)
      IS NOT DISTINCT FROM (OLD.id, OLD.created_at, OLD.action, OLD.actor_id, OLD.actor_name, OLD.actor_role,
        OLD.target_kind, OLD.target_id, OLD.ip, OLD.admin_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

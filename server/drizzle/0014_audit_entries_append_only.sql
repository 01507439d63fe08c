-- The audit trail is append-only (docs/rules/audit.md#d10.4): whatever the code or a person at a SQL prompt does, an
-- entry once written is neither changed nor deleted. TRUNCATE fires no row trigger, so the demo's
-- reset (`npm run seed:demo -- --force`) can still empty the table with everything else.
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();

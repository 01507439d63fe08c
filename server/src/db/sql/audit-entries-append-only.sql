-- audit_entries_append_only: the trigger function keeping the audit trail append-only (docs/rules/audit.md#d10.4):
-- whatever the code or a person at a SQL prompt does, an entry once written is neither changed nor
-- deleted. Its trigger runs before each row's UPDATE or DELETE; TRUNCATE fires no row trigger, so the
-- demo's reset (`npm run seed:demo -- --force`) can still empty the table with everything else.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;

-- lead_published: whether every read may see a lead (docs/rules/uploads.md#d5.7): a form's lead (no import), or one
-- whose import has been published (its pending_imports row deleted). For the claim's PL/pgSQL; a query
-- written in TypeScript uses `published` (server/src/db/schema/rentals.ts), which reads the pending
-- imports once a statement instead of calling this function (never inlined, for its subquery) a row.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION lead_published(import_id text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT import_id IS NULL OR NOT EXISTS (SELECT 1 FROM pending_imports p WHERE p.id = import_id)
$$;

-- report_leads_added_or_removed: the counters' statement trigger function on `rentals`, for the leads
-- one statement inserted or deleted (an import's part, the demo's reset), read from the statement's
-- transition table. A lead for use that nobody finished counts nothing and is skipped, and so is a
-- lead of an import still pending: its import counts its leads when it is published (docs/rules/uploads.md#d5.7).
-- The pending imports are read once a statement, as `published` does (server/src/db/schema/rentals.ts),
-- not by `lead_published` a row. A statement none of whose leads count (every part of an import) ends
-- before the counters' two statements are planned: at 1,000,000 leads that was 6–19 ms a 1,000-row part.
-- A statement that inserted one lead (a creator's form) takes report_lead_moved's statements, planned once
-- per connection, instead of planning these.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_leads_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := format(
    'SELECT %s AS sign, x::rentals AS r FROM %s x
      WHERE (x.creator_id IS NOT NULL OR x.is_finished)
        AND (x.import_id IS NULL OR x.import_id <> ALL (ARRAY(SELECT id FROM pending_imports)))',
    CASE TG_OP WHEN 'INSERT' THEN '1' ELSE '-1' END, CASE TG_OP WHEN 'INSERT' THEN 'added' ELSE 'removed' END);
  any_counted boolean;
  statement text;
  lead rentals;
BEGIN
  -- Nested: a condition naming `added` cannot be planned in the DELETE trigger, which has no `added`.
  IF TG_OP = 'INSERT' THEN
    IF (SELECT count(*) FROM added) = 1 THEN
      SELECT x.* INTO lead FROM added x;
      -- A lead that counts nothing (no creator, not finished) makes report_lead_counts and report_lead_held
      -- answer no row, so only the pending import is looked at here.
      IF lead.import_id IS NULL OR lead_published(lead.import_id) THEN
        PERFORM report_lead_moved(NULL, lead);
      END IF;
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format('SELECT EXISTS (%s)', counted) INTO any_counted;
  IF NOT any_counted THEN
    RETURN NULL;
  END IF;
  FOREACH statement IN ARRAY report_count_statements(counted) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;

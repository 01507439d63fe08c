-- report_leads_added_or_removed: the counters' statement trigger function on `rentals`, for the leads
-- one statement inserted or deleted (an import's part, the demo's reset), read from the statement's
-- transition table. A lead for use that nobody finished counts nothing and is skipped, and so is a
-- lead of an import still pending: its import counts its leads when it is published (docs/rules/uploads.md#d5.7).
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_leads_added_or_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY report_count_statements(format(
    'SELECT %s AS sign, x::rentals AS r FROM %s x
      WHERE (x.creator_id IS NOT NULL OR x.is_finished) AND lead_published(x.import_id)',
    CASE TG_OP WHEN 'INSERT' THEN '1' ELSE '-1' END, CASE TG_OP WHEN 'INSERT' THEN 'added' ELSE 'removed' END)) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END
$$;

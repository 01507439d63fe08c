-- report_import_published: what the leads of an import count, added to the counters (docs/rules/reports.md#d11) in the
-- transaction that publishes it (docs/rules/uploads.md#d5.7); its parts were skipped by the counters' triggers.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_import_published(batch text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  statement text;
BEGIN
  FOREACH statement IN ARRAY report_count_statements(format(
    'SELECT 1 AS sign, x AS r FROM rentals x
      WHERE x.import_id = %L AND (x.creator_id IS NOT NULL OR x.is_finished)', batch)) LOOP
    EXECUTE statement;
  END LOOP;
END
$$;

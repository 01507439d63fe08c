-- report_day: a Panama day (UTC−5 all year, docs/rules/auth.md#d3) as a date, the reports' day (docs/rules/reports.md#d11). An
-- immutable expression, as the function is declared, so that PostgreSQL inlines it where it is called
-- (docs/decisions.md#p92): extract() of a timestamptz is only stable, and a function not inlined is parsed and
-- planned at every call.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (t AT TIME ZONE interval '-05:00')::date
$$;

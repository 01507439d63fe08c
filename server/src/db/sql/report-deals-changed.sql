-- report_deals_changed: the counters' row trigger function on `closed_rentals`: an inserted, changed or
-- deleted deal, through report_add_deals.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_deals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_add_deals(
    CASE WHEN TG_OP = 'INSERT' THEN '{}' ELSE ARRAY[OLD] END,
    CASE WHEN TG_OP = 'DELETE' THEN '{}' ELSE ARRAY[NEW] END);
  RETURN NULL;
END
$$;

-- rental_search_removed: the search rows of the leads one statement deleted, over its transition table
-- `removed`. A trigger, not a foreign key's cascade: a key would check every imported row with a plan
-- cached while `rentals` was tiny, a scan of the whole table per row (see the schema's rental-search.ts).
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION rental_search_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rental_search WHERE rental_id IN (SELECT id FROM removed);
  RETURN NULL;
END
$$;

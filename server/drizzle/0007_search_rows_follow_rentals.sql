-- rental_search loses its foreign key (see the schema's rental-search.ts): only the triggers write to
-- it, and the key's check of each imported row ran a plan cached while `rentals` was tiny, a scan of
-- the whole table per row, so the first large import after a few small ones was quadratic.
ALTER TABLE "rental_search" DROP CONSTRAINT "rental_search_rental_id_rentals_id_fk";
--> statement-breakpoint
CREATE FUNCTION rental_search_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rental_search WHERE rental_id IN (SELECT id FROM removed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rentals_search_removed AFTER DELETE ON rentals REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION rental_search_removed();

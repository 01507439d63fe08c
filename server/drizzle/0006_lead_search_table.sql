-- The search text moves from an expression index on rentals to a table of its own (see the schema's
-- rental-search.ts): claims no longer write to a trigram index. Triggers keep it: one INSERT per
-- statement for imports, and an update only when a searched field changes, so claims never fire it.
CREATE TABLE "rental_search" (
	"rental_id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "rentals_search_trgm_idx";--> statement-breakpoint
CREATE FUNCTION rental_search_body(client_name text, facebook_name text, number text, address text,
  client_email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT client_name || E'\n' || facebook_name || E'\n' || number || E'\n' || address || E'\n'
    || coalesce(client_email, '')
$$;
--> statement-breakpoint
CREATE FUNCTION rental_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rental_search (rental_id, body)
  SELECT id, rental_search_body(client_name, facebook_name, number, address, client_email) FROM added;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rentals_search_added AFTER INSERT ON rentals REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION rental_search_added();
--> statement-breakpoint
CREATE FUNCTION rental_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rental_search
  SET body = rental_search_body(NEW.client_name, NEW.facebook_name, NEW.number, NEW.address, NEW.client_email)
  WHERE rental_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER rentals_search_changed AFTER UPDATE OF client_name, facebook_name, number, address, client_email
  ON rentals FOR EACH ROW
  WHEN ((OLD.client_name, OLD.facebook_name, OLD.number, OLD.address, OLD.client_email)
    IS DISTINCT FROM (NEW.client_name, NEW.facebook_name, NEW.number, NEW.address, NEW.client_email))
  EXECUTE FUNCTION rental_search_changed();
--> statement-breakpoint
INSERT INTO rental_search (rental_id, body)
SELECT id, rental_search_body(client_name, facebook_name, number, address, client_email) FROM rentals;
--> statement-breakpoint
ALTER TABLE "rental_search" ADD CONSTRAINT "rental_search_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_search_trgm_idx" ON "rental_search" USING gin ("body" gin_trgm_ops);

-- A new lead's id was a random UUID, so each insert wrote to a random page of the primary key and of
-- rental_search's: at 1,000,000 leads a 50,000-row import touched most of both indexes, about a third
-- of its time (docs/decisions.md#p93). A UUID of version 7 (RFC 9562) starts with the milliseconds since the
-- epoch, so new ids follow each other and their index entries land side by side. Still a UUID as
-- text: ids already stored keep their form and nothing reads meaning into one.
CREATE FUNCTION time_ordered_uuid() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
    PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
    FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid::text
$$;
--> statement-breakpoint
ALTER TABLE "rentals" ALTER COLUMN "id" SET DEFAULT time_ordered_uuid();

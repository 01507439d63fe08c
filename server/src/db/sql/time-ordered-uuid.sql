-- time_ordered_uuid: the default of a new lead's id, a UUID of version 7 (RFC 9562) as text. It starts
-- with the milliseconds since the epoch, so new ids follow each other and their index entries land side
-- by side; a random UUID wrote each insert to a random page of the primary key and of rental_search's
-- (docs/decisions.md#p93). Still a UUID as text: ids already stored keep their form and nothing reads meaning
-- into one.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION time_ordered_uuid() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
    PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
    FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid::text
$$;

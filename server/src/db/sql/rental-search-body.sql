-- rental_search_body: the text a lead list's search looks in (rental_search.body, see the schema's
-- rental-search.ts), the searched fields one a line, so that a search never matches across two fields.
-- Also the per-row form of the search (server/src/services/lead-lists/lead-filters.ts).
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION rental_search_body(client_name text, facebook_name text, number text, address text,
  client_email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT client_name || E'\n' || facebook_name || E'\n' || number || E'\n' || address || E'\n'
    || coalesce(client_email, '')
$$;

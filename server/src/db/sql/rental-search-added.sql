-- rental_search_added: the search rows of the leads one statement inserted (an import), in one INSERT
-- over the statement's transition table `added`.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION rental_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rental_search (rental_id, body)
  SELECT id, rental_search_body(client_name, facebook_name, number, address, client_email) FROM added;
  RETURN NULL;
END
$$;

-- rental_search_changed: a lead's search row follows its searched fields. Its trigger fires only when
-- one of them changes, so claims never fire it.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION rental_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rental_search
  SET body = rental_search_body(NEW.client_name, NEW.facebook_name, NEW.number, NEW.address, NEW.client_email)
  WHERE rental_id = NEW.id;
  RETURN NULL;
END
$$;

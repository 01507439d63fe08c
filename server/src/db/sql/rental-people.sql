-- rental_people: the names and emails of a lead's people by user id (creator and fetcher, each with
-- the leader and admin copied onto the lead): one lookup of `users` for the six ids, shared by every
-- statement that answers a lead (rental_json, and the select list of server/src/services/leads/
-- rental-view.ts). One lookup, not six joins: PGlite spends about 2 ms planning a seven-way join.
--
-- Defined by migration 0004: the statement below is its text. To change the function, copy this
-- statement into a new migration (as CREATE OR REPLACE) and update this file to match it;
-- tests/api/sql-functions.test.ts checks that they agree and that a migrated database runs this body.
CREATE FUNCTION rental_people(VARIADIC ids text[]) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_object_agg(u.id, json_build_array(u.name, u.email)) FROM users u WHERE u.id = ANY (ids)
$$;

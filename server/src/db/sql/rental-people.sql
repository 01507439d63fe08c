-- rental_people: the names and emails of a lead's people by user id (creator and fetcher, each with
-- the leader and admin copied onto the lead): one lookup of `users` for the six ids, shared by every
-- statement that answers a lead (rental_json, and the select list of server/src/services/leads/
-- rental-view.ts). One lookup, not six joins: PGlite spends about 2 ms planning a seven-way join.
--
-- PL/pgSQL for its kept plan, as rental_json (docs/decisions.md#p92).
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (docs/decisions.md#p92).
CREATE OR REPLACE FUNCTION rental_people(VARIADIC ids text[]) RETURNS json LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (SELECT json_object_agg(u.id, json_build_array(u.name, u.email)) FROM users u WHERE u.id = ANY (ids));
END
$$;

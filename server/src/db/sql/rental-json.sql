-- rental_json: a lead as one JSON object, its columns and its people (rental_people), as claim_lead
-- and finish_lead answer it (docs/rules/claiming.md); the service maps it like any selected lead.
--
-- PL/pgSQL, not SQL, so that its plan is kept for the connection: an SQL function that cannot be
-- inlined is parsed and planned again at every call, which was a quarter of the database's work in a
-- claim and a finish (docs/decisions.md#p92).
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
-- Its statements are planned once per connection, generically (docs/decisions.md#p92).
CREATE OR REPLACE FUNCTION rental_json(lead text) RETURNS json LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (SELECT row_to_json(x) FROM (
    SELECT r.*, rental_people(r.creator_id, r.creator_leader_id, r.creator_admin_id, r.fetcher_id,
      r.fetcher_leader_id, r.fetcher_admin_id) AS people
    FROM rentals r WHERE r.id = lead
  ) x);
END
$$;

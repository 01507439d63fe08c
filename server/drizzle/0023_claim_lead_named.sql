-- The claim function is now claim_lead, defined from server/src/db/sql/claim-lead.sql after the
-- migrations; every function still named fetch_lead goes (RESTRICT: only the services called it).
DO $$
DECLARE
  old regprocedure;
BEGIN
  FOR old IN SELECT p.oid::regprocedure FROM pg_proc p
    WHERE p.proname = 'fetch_lead' AND p.pronamespace = current_schema()::regnamespace
  LOOP
    EXECUTE format('DROP FUNCTION %s RESTRICT', old);
  END LOOP;
END
$$;

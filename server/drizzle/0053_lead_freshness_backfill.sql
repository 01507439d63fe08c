-- The first call of the leads worked before it was kept (docs/rules/claiming.md#d5.27), from their history: the
-- earliest of their calls (call_log), their hand-backs that wait (a No Answer, a callback; a skip is no
-- call) and their finish by a picker (an admin's bypass is none). A lead whose only ending was
-- released or overwritten by a later one keeps what its history still shows.
WITH firsts AS (
  SELECT rental_id, min(at) AS at FROM (
    SELECT rental_id, started_at AS at FROM call_log
    UNION ALL
    SELECT rental_id, returned_at FROM lead_returns WHERE kind <> 'skipped'
    UNION ALL
    SELECT id, finished_date FROM rentals WHERE is_finished AND finished_date IS NOT NULL
      AND fetcher_id IS NOT NULL AND fetcher_id IS DISTINCT FROM fetcher_admin_id
  ) history GROUP BY rental_id)
UPDATE rentals SET first_called_at = firsts.at FROM firsts WHERE rentals.id = firsts.rental_id;

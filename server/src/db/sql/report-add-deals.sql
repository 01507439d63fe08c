-- report_add_deals: takes away what the `gone` deals counted and adds what the `came` ones count,
-- upserting in key order so that two transactions touching the same counters lock them in the same order.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION report_add_deals(gone closed_rentals[], came closed_rentals[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_days AS t (side, day, person_id, admin_id, leader_id, deals_in_process, deals_done,
    deals_failed)
  SELECT c.side, c.day, c.person_id, c.admin_id, c.leader_id, sum(l.sign * c.in_process),
    sum(l.sign * c.done), sum(l.sign * c.failed)
  FROM (SELECT -1 AS sign, g AS d FROM unnest(gone) g UNION ALL SELECT 1, n FROM unnest(came) n) l
  CROSS JOIN LATERAL report_deal_counts(l.d) c
  GROUP BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
  HAVING sum(l.sign * c.in_process) <> 0 OR sum(l.sign * c.done) <> 0 OR sum(l.sign * c.failed) <> 0
  ORDER BY c.side, c.day, c.admin_id, c.leader_id, c.person_id
  ON CONFLICT (side, day, admin_id, leader_id, person_id) DO UPDATE SET
    deals_in_process = t.deals_in_process + excluded.deals_in_process,
    deals_done = t.deals_done + excluded.deals_done,
    deals_failed = t.deals_failed + excluded.deals_failed;
$$;

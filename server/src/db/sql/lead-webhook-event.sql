-- lead_webhook_event: the webhooks' outbox rows of a lead's event (docs/rules/integrations.md#d15.9), written by the
-- claim and the finish inside their own statement: one row per enabled subscription that hears the event and either
-- of the lead's groups (a subscription of no group hears every group), all under one event id. In PL/pgSQL, whose
-- plans are kept: a statement around the claim, planned anew on every call, cost the claim bench a fifth of its CPU.
-- Applied after the migrations at every start (server/src/db/sql-functions.ts): change it here.
CREATE OR REPLACE FUNCTION lead_webhook_event(kind text, lead_id text, happened timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_key text := 'msg_' || gen_random_uuid()::text;
BEGIN
  INSERT INTO webhook_deliveries (subscription_id, event_id, event, subject_id, occurred_at, created_at, due_at)
  SELECT s.id, event_key, kind, lead_id, happened, happened, happened
  FROM rentals r
  JOIN webhook_subscriptions s ON s.enabled AND kind = ANY(s.events)
    AND (s.admin_id IS NULL OR s.admin_id IN (r.creator_admin_id, r.fetcher_admin_id))
  WHERE r.id = lead_id;
END
$$;

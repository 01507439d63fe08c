-- Erasures before docs/rules/client-data.md#d13.3 gave the do-not-contact entries they added the erasure's
-- free-text reason, which may name the client and which every admin reads. Those entries (added by the
-- erasure's actor at the erasure's instant, with its reason) take the neutral reason new ones get,
-- src/contract/client-data.ts's ERASURE_LISTING_REASON (tests/api/db/erasure-reason-backfill.test.ts holds
-- the two to the same text). The erasure's own audit entry, the super-admin's alone, keeps the reason.
UPDATE "do_not_contact" d SET "reason" = 'Client''s data erased on request'
WHERE EXISTS (
  SELECT 1 FROM "audit_entries" a
  WHERE a."action" = 'client-data-erased' AND a."actor_id" = d."added_by_id"
    AND a."created_at" = d."added_at" AND a."after"->>'reason' = d."reason");

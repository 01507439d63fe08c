-- The do-not-contact entries the system wrote before reasons had codes (docs/rules/do-not-contact.md#d5.13)
-- take the code of their English text, so every reader sees them in its own language: a picker's Do
-- Not Contact outcome (contract PICKER_OUTCOME_REASON) and a client's erasure (ERASURE_LISTING_REASON).
UPDATE "do_not_contact" SET "reason_code" = 'picker-outcome'
WHERE "reason_code" IS NULL AND "reason" = 'Asked by the client (picker''s outcome)';--> statement-breakpoint
UPDATE "do_not_contact" SET "reason_code" = 'client-erased'
WHERE "reason_code" IS NULL AND "reason" = 'Client''s data erased on request';

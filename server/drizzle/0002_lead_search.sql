CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "rentals_fetcher_finished_idx";--> statement-breakpoint
DROP INDEX "rentals_fetcher_admin_finished_idx";--> statement-breakpoint
DROP INDEX "rentals_fetcher_leader_finished_idx";--> statement-breakpoint
DROP INDEX "rentals_creator_created_idx";--> statement-breakpoint
DROP INDEX "rentals_creator_admin_created_idx";--> statement-breakpoint
DROP INDEX "rentals_creator_leader_created_idx";--> statement-breakpoint
DROP INDEX "rentals_created_idx";--> statement-breakpoint
DROP INDEX "rentals_updated_idx";--> statement-breakpoint
CREATE INDEX "rentals_fetched_created_idx" ON "rentals" USING btree ("created_at","id") WHERE "rentals"."is_fetched";--> statement-breakpoint
CREATE INDEX "rentals_picked_finished_idx" ON "rentals" USING btree ("finished_date","id") WHERE "rentals"."fetcher_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rentals_client_updated_idx" ON "rentals" USING btree ("updated_at","id") WHERE "rentals"."client_email" <> '';--> statement-breakpoint
CREATE INDEX "rentals_client_admin_updated_idx" ON "rentals" USING btree ("fetcher_admin_id","updated_at","id") WHERE "rentals"."client_email" <> '';--> statement-breakpoint
CREATE INDEX "rentals_search_trgm_idx" ON "rentals" USING gin (("client_name" || E'\n' || "facebook_name" || E'\n' || "number" || E'\n' || "address" || E'\n' || "house_apt_details" || E'\n' || coalesce("client_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rentals_fetcher_finished_idx" ON "rentals" USING btree ("fetcher_id","finished_date") WHERE "rentals"."fetcher_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rentals_fetcher_admin_finished_idx" ON "rentals" USING btree ("fetcher_admin_id","finished_date","id") WHERE "rentals"."fetcher_admin_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rentals_fetcher_leader_finished_idx" ON "rentals" USING btree ("fetcher_leader_id","finished_date") WHERE "rentals"."fetcher_leader_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rentals_creator_created_idx" ON "rentals" USING btree ("creator_id","created_at") WHERE "rentals"."creator_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rentals_creator_admin_created_idx" ON "rentals" USING btree ("creator_admin_id","created_at","id") WHERE "rentals"."creator_admin_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rentals_creator_leader_created_idx" ON "rentals" USING btree ("creator_leader_id","created_at","id") WHERE "rentals"."creator_leader_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rentals_created_idx" ON "rentals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rentals_updated_idx" ON "rentals" USING btree ("updated_at","id");
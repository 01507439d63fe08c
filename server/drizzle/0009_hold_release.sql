CREATE TABLE "lead_releases" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"rental_id" text NOT NULL,
	"picker_id" text NOT NULL,
	"reason" text NOT NULL,
	"released_by" text,
	"after_minutes" integer,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "release_after" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_releases" ADD CONSTRAINT "lead_releases_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_releases" ADD CONSTRAINT "lead_releases_picker_id_users_id_fk" FOREIGN KEY ("picker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_releases" ADD CONSTRAINT "lead_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_releases_picker_idx" ON "lead_releases" USING btree ("picker_id","released_at");--> statement-breakpoint
CREATE INDEX "rentals_held_since_idx" ON "rentals" USING btree ("fetched_at") WHERE "rentals"."is_fetched" AND NOT "rentals"."is_finished";
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"group_id" text NOT NULL,
	"created_by_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rentals" ADD COLUMN "source_api_key_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_group_id_users_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_public_id_idx" ON "api_keys" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "api_keys_group_idx" ON "api_keys" USING btree ("group_id","created_at");--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_source_api_key_id_api_keys_id_fk" FOREIGN KEY ("source_api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "closed_rental_changes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"closed_rental_id" text NOT NULL,
	"status" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closed_rentals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"rental_id" text NOT NULL,
	"number" text NOT NULL,
	"rent" text NOT NULL,
	"house_apt_details" text NOT NULL,
	"address" text NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"payment_method" text NOT NULL,
	"closing_image" text NOT NULL,
	"status" text DEFAULT 'in-process' NOT NULL,
	"fetcher_id" text NOT NULL,
	"fetcher_admin_id" text,
	"fetcher_leader_id" text,
	"creator_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"creator_id" text NOT NULL,
	"picker_id" text NOT NULL,
	"rental_id" text,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"facebook_name" text NOT NULL,
	"client_name" text NOT NULL,
	"client_email" text,
	"number" text NOT NULL,
	"rent" text NOT NULL,
	"house_apt_details" text NOT NULL,
	"address" text NOT NULL,
	"post_link" text NOT NULL,
	"ss_link" text,
	"number_status" text,
	"source" text DEFAULT 'form' NOT NULL,
	"creator_id" text,
	"creator_admin_id" text,
	"creator_leader_id" text,
	"fetcher_id" text,
	"fetcher_admin_id" text,
	"fetcher_leader_id" text,
	"is_fetched" boolean DEFAULT false NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone,
	"finished_date" timestamp with time zone,
	"rand" double precision DEFAULT random() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"delay_time" integer DEFAULT 0 NOT NULL,
	"is_delay_enabled" boolean DEFAULT false NOT NULL,
	"hold_time" integer DEFAULT 0 NOT NULL,
	"is_hold_enabled" boolean DEFAULT false NOT NULL,
	"hold_enabled_at" timestamp with time zone,
	"leads_type" text DEFAULT 'random' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "closed_rental_changes" ADD CONSTRAINT "closed_rental_changes_closed_rental_id_closed_rentals_id_fk" FOREIGN KEY ("closed_rental_id") REFERENCES "public"."closed_rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_rental_changes" ADD CONSTRAINT "closed_rental_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_rentals" ADD CONSTRAINT "closed_rentals_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_rentals" ADD CONSTRAINT "closed_rentals_fetcher_id_users_id_fk" FOREIGN KEY ("fetcher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_rentals" ADD CONSTRAINT "closed_rentals_fetcher_admin_id_users_id_fk" FOREIGN KEY ("fetcher_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_rentals" ADD CONSTRAINT "closed_rentals_fetcher_leader_id_users_id_fk" FOREIGN KEY ("fetcher_leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_rentals" ADD CONSTRAINT "closed_rentals_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_picker_id_users_id_fk" FOREIGN KEY ("picker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_creator_admin_id_users_id_fk" FOREIGN KEY ("creator_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_creator_leader_id_users_id_fk" FOREIGN KEY ("creator_leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_fetcher_id_users_id_fk" FOREIGN KEY ("fetcher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_fetcher_admin_id_users_id_fk" FOREIGN KEY ("fetcher_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_fetcher_leader_id_users_id_fk" FOREIGN KEY ("fetcher_leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closed_rental_changes_deal_idx" ON "closed_rental_changes" USING btree ("closed_rental_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "closed_rentals_rental_idx" ON "closed_rentals" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "closed_rentals_fetcher_idx" ON "closed_rentals" USING btree ("fetcher_id","created_at");--> statement-breakpoint
CREATE INDEX "closed_rentals_admin_idx" ON "closed_rentals" USING btree ("fetcher_admin_id","created_at");--> statement-breakpoint
CREATE INDEX "closed_rentals_leader_idx" ON "closed_rentals" USING btree ("fetcher_leader_id","created_at");--> statement-breakpoint
CREATE INDEX "closed_rentals_created_idx" ON "closed_rentals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messages_creator_created_idx" ON "messages" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_number_idx" ON "rentals" USING btree ("number");--> statement-breakpoint
CREATE INDEX "rentals_pool_created_idx" ON "rentals" USING btree ("created_at") WHERE NOT "rentals"."is_fetched" AND "rentals"."number_status" IS DISTINCT FROM 'invalid';--> statement-breakpoint
CREATE INDEX "rentals_pool_rand_idx" ON "rentals" USING btree ("rand") WHERE NOT "rentals"."is_fetched" AND "rentals"."number_status" IS DISTINCT FROM 'invalid';--> statement-breakpoint
CREATE INDEX "rentals_held_idx" ON "rentals" USING btree ("fetcher_id") WHERE "rentals"."is_fetched" AND NOT "rentals"."is_finished";--> statement-breakpoint
CREATE INDEX "rentals_fetcher_finished_idx" ON "rentals" USING btree ("fetcher_id","finished_date");--> statement-breakpoint
CREATE INDEX "rentals_fetcher_admin_finished_idx" ON "rentals" USING btree ("fetcher_admin_id","finished_date");--> statement-breakpoint
CREATE INDEX "rentals_fetcher_leader_finished_idx" ON "rentals" USING btree ("fetcher_leader_id","finished_date");--> statement-breakpoint
CREATE INDEX "rentals_creator_created_idx" ON "rentals" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_creator_admin_created_idx" ON "rentals" USING btree ("creator_admin_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_creator_leader_created_idx" ON "rentals" USING btree ("creator_leader_id","created_at");--> statement-breakpoint
CREATE INDEX "rentals_created_idx" ON "rentals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rentals_updated_idx" ON "rentals" USING btree ("updated_at");--> statement-breakpoint
INSERT INTO "settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;

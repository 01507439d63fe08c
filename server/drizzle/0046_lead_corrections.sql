CREATE TABLE "lead_corrections" (
	"id" text PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"rental_id" text NOT NULL,
	"proposer_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "lead_corrections" ADD CONSTRAINT "lead_corrections_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_corrections" ADD CONSTRAINT "lead_corrections_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_corrections" ADD CONSTRAINT "lead_corrections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_corrections_rental_idx" ON "lead_corrections" USING btree ("rental_id","status");
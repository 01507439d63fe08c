CREATE TABLE "call_log" (
	"id" text PRIMARY KEY DEFAULT time_ordered_uuid() NOT NULL,
	"rental_id" text NOT NULL,
	"picker_id" text NOT NULL,
	"admin_id" text,
	"leader_id" text,
	"channel" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "call_log" ADD CONSTRAINT "call_log_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_log" ADD CONSTRAINT "call_log_picker_id_users_id_fk" FOREIGN KEY ("picker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_log_rental_idx" ON "call_log" USING btree ("rental_id","started_at");--> statement-breakpoint
CREATE INDEX "call_log_started_idx" ON "call_log" USING btree ("started_at","picker_id");
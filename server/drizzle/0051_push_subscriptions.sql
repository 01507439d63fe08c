CREATE TABLE "push_queue" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"rental_id" text NOT NULL,
	"due_at" timestamp with time zone,
	"sender_id" text,
	"send_after" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_queue" ADD CONSTRAINT "push_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_queue" ADD CONSTRAINT "push_queue_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_queue" ADD CONSTRAINT "push_queue_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_queue_waiting_idx" ON "push_queue" USING btree ("send_after") WHERE "push_queue"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "push_queue_sent_idx" ON "push_queue" USING btree ("sent_at") WHERE "push_queue"."sent_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "push_queue_callback_idx" ON "push_queue" USING btree ("user_id","kind","rental_id","due_at") WHERE "push_queue"."due_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rentals_due_callback_idx" ON "rentals" USING btree ("due_at") WHERE "rentals"."due_at" IS NOT NULL AND "rentals"."number_status" IS DISTINCT FROM 'invalid' AND "rentals"."outcome" = 'callback';
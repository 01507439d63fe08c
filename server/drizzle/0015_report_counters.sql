CREATE TABLE "report_days" (
	"side" text NOT NULL,
	"day" date NOT NULL,
	"person_id" text NOT NULL,
	"admin_id" text NOT NULL,
	"leader_id" text NOT NULL,
	"leads_created" integer DEFAULT 0 NOT NULL,
	"leads_invalid" integer DEFAULT 0 NOT NULL,
	"leads_finished" integer DEFAULT 0 NOT NULL,
	"finished_valid" integer DEFAULT 0 NOT NULL,
	"finished_invalid" integer DEFAULT 0 NOT NULL,
	"deals_in_process" integer DEFAULT 0 NOT NULL,
	"deals_done" integer DEFAULT 0 NOT NULL,
	"deals_failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_side_day_admin_id_leader_id_person_id_pk" PRIMARY KEY("side","day","admin_id","leader_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "report_held" (
	"span" text NOT NULL,
	"day" date NOT NULL,
	"person_id" text NOT NULL,
	"admin_id" text NOT NULL,
	"leader_id" text NOT NULL,
	"minutes" integer NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "report_held_span_day_admin_id_leader_id_person_id_minutes_pk" PRIMARY KEY("span","day","admin_id","leader_id","person_id","minutes")
);
--> statement-breakpoint
CREATE INDEX "report_days_admin_idx" ON "report_days" USING btree ("admin_id","side","day");--> statement-breakpoint
CREATE INDEX "report_days_leader_idx" ON "report_days" USING btree ("leader_id","side","day");--> statement-breakpoint
CREATE INDEX "report_held_admin_idx" ON "report_held" USING btree ("admin_id","span","day");--> statement-breakpoint
CREATE INDEX "report_held_leader_idx" ON "report_held" USING btree ("leader_id","span","day");

CREATE TABLE "automation_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid,
	"for_date" date NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"written_by" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_drafts_content_type_check" CHECK ("automation_drafts"."content_type" in ('daily_psalm', 'daily_prayer', 'daily_meditation', 'scripture_reflection', 'journal_prompt', 'weekly_workflow')),
	CONSTRAINT "automation_drafts_status_check" CHECK ("automation_drafts"."status" in ('held', 'approved', 'published', 'rejected', 'skipped', 'replaced')),
	CONSTRAINT "automation_drafts_language_check" CHECK ("automation_drafts"."language" in ('en', 'pt', 'es'))
);
--> statement-breakpoint
ALTER TABLE "automation_logs" DROP CONSTRAINT "automation_logs_action_check";--> statement-breakpoint
ALTER TABLE "content_automation_settings" ADD COLUMN "review_mode" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_automation_settings" ADD COLUMN "publish_time" time DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_automation_settings" ADD COLUMN "unreviewed_outcome" text DEFAULT 'skip' NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_drafts" ADD CONSTRAINT "automation_drafts_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_drafts" ADD CONSTRAINT "automation_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_drafts" ADD CONSTRAINT "automation_drafts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_drafts_one_open_key" ON "automation_drafts" USING btree ("content_type","for_date","language") WHERE "automation_drafts"."status" in ('held', 'approved');--> statement-breakpoint
CREATE INDEX "automation_drafts_open_publish_at_idx" ON "automation_drafts" USING btree ("publish_at") WHERE "automation_drafts"."status" in ('held', 'approved');--> statement-breakpoint
CREATE INDEX "automation_drafts_content_id_idx" ON "automation_drafts" USING btree ("content_id");--> statement-breakpoint
ALTER TABLE "automation_logs" ADD CONSTRAINT "automation_logs_action_check" CHECK ("automation_logs"."action" in ('generate', 'cleanup', 'publish', 'publish_unreviewed', 'skip_unreviewed'));--> statement-breakpoint
ALTER TABLE "content_automation_settings" ADD CONSTRAINT "content_automation_settings_review_mode_check" CHECK ("content_automation_settings"."review_mode" in ('publish', 'hold'));--> statement-breakpoint
ALTER TABLE "content_automation_settings" ADD CONSTRAINT "content_automation_settings_unreviewed_outcome_check" CHECK ("content_automation_settings"."unreviewed_outcome" in ('publish', 'skip'));
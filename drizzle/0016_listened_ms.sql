DROP INDEX "user_progress_created_at_content_id_idx";--> statement-breakpoint
ALTER TABLE "user_progress" ADD COLUMN "listened_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "user_progress_created_at_content_id_idx" ON "user_progress" USING btree ("created_at","content_id","completed_at","session_duration_minutes","listened_ms");--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_listened_ms_check" CHECK ("user_progress"."listened_ms" >= 0);
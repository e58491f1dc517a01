ALTER TABLE "content" ADD COLUMN "audio_read_by" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "narration_audio_url" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "narration_duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_audio_read_by_check" CHECK ("content"."audio_read_by" is null or "content"."audio_url" is not null);
DROP INDEX "content_one_published_psalm_per_day_key";--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_one_published_psalm_per_day_language_key" ON "content" USING btree ("psalm_date","language") WHERE "content"."is_daily_psalm" and "content"."is_published";--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_language_check" CHECK ("content"."language" in ('en', 'pt', 'es'));
ALTER TABLE "content" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_content_type_check" CHECK ("content"."content_type" in ('daily_psalm', 'daily_prayer', 'daily_meditation', 'scripture_reflection', 'journal_prompt'));--> statement-breakpoint
-- Existing rows get their type (docs/decisions/067): every daily psalm, and what AI Auto wrote (its
-- drafts and its run log name the item and the type it was written as).
UPDATE "content" SET "content_type" = 'daily_psalm' WHERE "is_daily_psalm";--> statement-breakpoint
UPDATE "content" SET "content_type" = "written"."content_type"
FROM (
	SELECT "content_id", "content_type" FROM "automation_drafts" WHERE "content_id" IS NOT NULL
	UNION
	SELECT "content_id", "content_type" FROM "automation_logs" WHERE "content_id" IS NOT NULL
) AS "written"
WHERE "written"."content_id" = "content"."id"
	AND "content"."content_type" IS NULL
	AND "written"."content_type" IN ('daily_prayer', 'daily_meditation', 'scripture_reflection', 'journal_prompt');

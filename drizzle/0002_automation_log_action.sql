ALTER TABLE "automation_logs" ADD COLUMN "action" text DEFAULT 'generate' NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_logs" ADD COLUMN "test_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_logs" ADD CONSTRAINT "automation_logs_action_check" CHECK ("automation_logs"."action" in ('generate', 'cleanup'));
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"widget_enabled" boolean DEFAULT true NOT NULL,
	"emergency_disable" boolean DEFAULT false NOT NULL,
	"auto_updates" boolean DEFAULT true NOT NULL,
	"audio_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widget_settings_single_row_check" CHECK ("widget_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "widget_usage" (
	"day" date NOT NULL,
	"device_hash" text NOT NULL,
	"requests" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "widget_usage_pkey" PRIMARY KEY("day","device_hash")
);
--> statement-breakpoint
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_created_at_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_email_lower_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_progress_created_at_content_id_idx" ON "user_progress" USING btree ("created_at","content_id","completed_at","session_duration_minutes");--> statement-breakpoint
CREATE INDEX "profiles_full_name_lower_prefix_idx" ON "profiles" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_created_at_id_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workflow_sessions_started_at_idx" ON "workflow_sessions" USING btree ("started_at");
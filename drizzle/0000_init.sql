CREATE TABLE "admin_permissions" (
	"admin_role" text NOT NULL,
	"permission_key" text NOT NULL,
	CONSTRAINT "admin_permissions_pkey" PRIMARY KEY("admin_role","permission_key"),
	CONSTRAINT "admin_permissions_admin_role_check" CHECK ("admin_permissions"."admin_role" in ('moderator', 'admin', 'super_admin')),
	CONSTRAINT "admin_permissions_permission_key_check" CHECK ("admin_permissions"."permission_key" in ('content', 'categories', 'workflows', 'automation', 'generation', 'import', 'seeder', 'stats', 'subscriptions', 'widgets', 'admin_management'))
);
--> statement-breakpoint
CREATE TABLE "content_access_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"content_id" uuid,
	"execution_time_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "automation_logs_content_type_check" CHECK ("automation_logs"."content_type" in ('daily_psalm', 'daily_prayer', 'daily_meditation', 'scripture_reflection', 'journal_prompt', 'weekly_workflow')),
	CONSTRAINT "automation_logs_status_check" CHECK ("automation_logs"."status" in ('pending', 'generating', 'completed', 'failed')),
	CONSTRAINT "automation_logs_execution_time_ms_check" CHECK ("automation_logs"."execution_time_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_automation_settings" (
	"content_type" text PRIMARY KEY NOT NULL,
	"is_automated" boolean DEFAULT false NOT NULL,
	"generation_time" time DEFAULT '06:00' NOT NULL,
	"ai_prompt_template" text DEFAULT '' NOT NULL,
	"is_audio_enabled" boolean DEFAULT false NOT NULL,
	"voice_preference" text DEFAULT 'onyx' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_automation_settings_content_type_check" CHECK ("content_automation_settings"."content_type" in ('daily_psalm', 'daily_prayer', 'daily_meditation', 'scripture_reflection', 'journal_prompt', 'weekly_workflow'))
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"stripe_product_id" text,
	"plan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "user_subscriptions_status_check" CHECK ("user_subscriptions"."status" in ('active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused')),
	CONSTRAINT "user_subscriptions_plan_check" CHECK ("user_subscriptions"."plan" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "community_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"target_id" uuid,
	"target_type" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_activities_activity_type_check" CHECK ("community_activities"."activity_type" in ('post_created', 'comment_added', 'content_shared'))
);
--> statement-breakpoint
CREATE TABLE "community_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"parent_comment_id" uuid,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_comments_likes_count_check" CHECK ("community_comments"."likes_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_likes_user_target_key" UNIQUE("user_id","target_id","target_type"),
	CONSTRAINT "community_likes_target_type_check" CHECK ("community_likes"."target_type" in ('post', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"post_type" text DEFAULT 'reflection' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"content_reference_id" uuid,
	"content_reference_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_post_type_check" CHECK ("community_posts"."post_type" in ('reflection', 'prayer_request', 'testimony', 'question', 'content_share')),
	CONSTRAINT "community_posts_likes_count_check" CHECK ("community_posts"."likes_count" >= 0),
	CONSTRAINT "community_posts_comments_count_check" CHECK ("community_posts"."comments_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_status_check" CHECK ("community_reports"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text DEFAULT '#3B82F6' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_color_check" CHECK ("categories"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"audio_url" text,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"difficulty_level" text DEFAULT 'beginner' NOT NULL,
	"category_id" uuid,
	"scheduled_for" date,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audio_generated" boolean DEFAULT false NOT NULL,
	"is_daily_psalm" boolean DEFAULT false NOT NULL,
	"generated_psalm" text,
	"psalm_prompt" text,
	"psalm_theme" text,
	"psalm_date" date,
	CONSTRAINT "content_duration_minutes_check" CHECK ("content"."duration_minutes" >= 0),
	CONSTRAINT "content_difficulty_level_check" CHECK ("content"."difficulty_level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "content_psalm_theme_check" CHECK ("content"."psalm_theme" in ('praise', 'gratitude', 'guidance', 'comfort', 'protection', 'forgiveness', 'strength', 'peace', 'joy', 'trust')),
	CONSTRAINT "content_daily_psalm_date_check" CHECK (not "content"."is_daily_psalm" or "content"."psalm_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "user_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"session_duration_minutes" integer,
	CONSTRAINT "user_progress_session_duration_minutes_check" CHECK ("user_progress"."session_duration_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"scripture" text,
	"category" text DEFAULT 'reflection' NOT NULL,
	"mood" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answer_note" text,
	CONSTRAINT "journal_entries_category_check" CHECK ("journal_entries"."category" in ('reflection', 'prayer', 'gratitude', 'worship', 'study', 'meditation', 'testimony', 'other')),
	CONSTRAINT "journal_entries_mood_check" CHECK ("journal_entries"."mood" in ('peaceful', 'joyful', 'grateful', 'hopeful', 'contemplative', 'struggling', 'blessed', 'seeking'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "premium_content_schedules" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_content_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"delivery_time" time DEFAULT '09:00' NOT NULL,
	"wants_text" boolean DEFAULT true NOT NULL,
	"wants_audio" boolean DEFAULT false NOT NULL,
	"wants_notification" boolean DEFAULT true NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_content_preferences_user_content_type_key" UNIQUE("user_id","content_type"),
	CONSTRAINT "user_content_preferences_content_type_check" CHECK ("user_content_preferences"."content_type" in ('daily_psalm', 'daily_prayer', 'daily_meditation', 'scripture_reflection', 'journal_prompt'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text,
	"admin_role" text,
	"denomination" text,
	"prayer_focus" text,
	"daily_reminders" boolean DEFAULT true NOT NULL,
	"push_notifications" boolean DEFAULT true NOT NULL,
	"scripture_daily" boolean DEFAULT true NOT NULL,
	"email_updates" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"timezone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"audio_autoplay" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_admin_role_check" CHECK ("profiles"."admin_role" in ('moderator', 'admin', 'super_admin')),
	CONSTRAINT "profiles_denomination_check" CHECK ("profiles"."denomination" in ('catholic', 'protestant', 'orthodox', 'evangelical', 'other')),
	CONSTRAINT "profiles_prayer_focus_check" CHECK ("profiles"."prayer_focus" in ('healing', 'guidance', 'gratitude', 'peace', 'strength')),
	CONSTRAINT "profiles_language_check" CHECK ("profiles"."language" in ('en', 'pt', 'es')),
	CONSTRAINT "profiles_theme_check" CHECK ("profiles"."theme" in ('light', 'dark', 'system'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"session_date" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"duration_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_sessions_completion_percentage_check" CHECK ("workflow_sessions"."completion_percentage" between 0 and 100),
	CONSTRAINT "workflow_sessions_duration_minutes_check" CHECK ("workflow_sessions"."duration_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"workflow_type" text DEFAULT 'daily' NOT NULL,
	"category" text DEFAULT 'prayer' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"frequency_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"reminder_time" time DEFAULT '09:00' NOT NULL,
	"reminder_enabled" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer DEFAULT 15 NOT NULL,
	"content_items" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflows_workflow_type_check" CHECK ("workflows"."workflow_type" in ('daily', 'weekly', 'monthly', 'custom')),
	CONSTRAINT "workflows_category_check" CHECK ("workflows"."category" in ('prayer', 'meditation', 'study', 'reflection', 'service')),
	CONSTRAINT "workflows_frequency_days_check" CHECK ("workflows"."frequency_days" <@ array['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']::text[]),
	CONSTRAINT "workflows_duration_minutes_check" CHECK ("workflows"."duration_minutes" between 5 and 120)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_logs" ADD CONSTRAINT "automation_logs_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_activities" ADD CONSTRAINT "community_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_parent_comment_id_community_comments_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_content_schedules" ADD CONSTRAINT "premium_content_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_preferences" ADD CONSTRAINT "user_content_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_sessions" ADD CONSTRAINT "workflow_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_sessions" ADD CONSTRAINT "workflow_sessions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "automation_logs_created_at_idx" ON "automation_logs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "automation_logs_content_id_idx" ON "automation_logs" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_stripe_customer_id_idx" ON "user_subscriptions" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "community_activities_created_at_idx" ON "community_activities" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_activities_user_id_idx" ON "community_activities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_comments_post_id_created_at_idx" ON "community_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "community_comments_parent_comment_id_idx" ON "community_comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "community_comments_user_id_idx" ON "community_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_likes_target_idx" ON "community_likes" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "community_posts_created_at_id_idx" ON "community_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_posts_user_id_idx" ON "community_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_reports_status_created_at_idx" ON "community_reports" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "community_reports_post_id_idx" ON "community_reports" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "community_reports_reporter_id_idx" ON "community_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "content_created_at_id_idx" ON "content" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_daily_psalm_date_idx" ON "content" USING btree ("is_daily_psalm","psalm_date");--> statement-breakpoint
CREATE INDEX "content_category_id_idx" ON "content" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "content_published_scheduled_idx" ON "content" USING btree ("is_published","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "content_one_published_psalm_per_day_key" ON "content" USING btree ("psalm_date") WHERE "content"."is_daily_psalm" and "content"."is_published";--> statement-breakpoint
CREATE INDEX "user_progress_user_id_created_at_idx" ON "user_progress" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_progress_content_id_idx" ON "user_progress" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "user_progress_created_at_idx" ON "user_progress" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_user_id_created_at_idx" ON "journal_entries" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "journal_entries_user_id_local_date_idx" ON "journal_entries" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_admin_role_idx" ON "profiles" USING btree ("admin_role") WHERE "profiles"."admin_role" is not null;--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_outbox_to_created_idx" ON "email_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_sessions_open_session_key" ON "workflow_sessions" USING btree ("user_id","workflow_id","session_date") WHERE "workflow_sessions"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "workflow_sessions_user_id_session_date_idx" ON "workflow_sessions" USING btree ("user_id","session_date");--> statement-breakpoint
CREATE INDEX "workflow_sessions_workflow_id_idx" ON "workflow_sessions" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflows_created_at_idx" ON "workflows" USING btree ("created_at" DESC NULLS FIRST);
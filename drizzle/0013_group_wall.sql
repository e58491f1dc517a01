CREATE TABLE "prayer_group_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"post_id" uuid,
	"requests" integer DEFAULT 1 NOT NULL,
	"local_date" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_group_alerts_kind_check" CHECK ("prayer_group_alerts"."kind" in ('request', 'daily')),
	CONSTRAINT "prayer_group_alerts_status_check" CHECK ("prayer_group_alerts"."status" in ('pending', 'sent', 'in_app', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "prayer_group_members" ADD COLUMN "notify" text DEFAULT 'every' NOT NULL;--> statement-breakpoint
ALTER TABLE "prayer_groups" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "prayer_group_alerts" ADD CONSTRAINT "prayer_group_alerts_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_group_alerts" ADD CONSTRAINT "prayer_group_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_group_alerts" ADD CONSTRAINT "prayer_group_alerts_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_group_alerts_user_post_key" ON "prayer_group_alerts" USING btree ("user_id","post_id") WHERE "prayer_group_alerts"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_group_alerts_daily_key" ON "prayer_group_alerts" USING btree ("user_id","group_id","local_date") WHERE "prayer_group_alerts"."kind" = 'daily';--> statement-breakpoint
CREATE INDEX "prayer_group_alerts_user_created_idx" ON "prayer_group_alerts" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prayer_group_alerts_pending_idx" ON "prayer_group_alerts" USING btree ("next_attempt_at") WHERE "prayer_group_alerts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_group_id_created_at_idx" ON "community_posts" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "community_posts"."group_id" is not null;--> statement-breakpoint
ALTER TABLE "prayer_group_members" ADD CONSTRAINT "prayer_group_members_notify_check" CHECK ("prayer_group_members"."notify" in ('every', 'daily', 'none'));
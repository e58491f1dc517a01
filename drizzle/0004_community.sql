CREATE TABLE "community_prayers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_prayers_post_user_day_key" UNIQUE("post_id","user_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "admin_permissions" DROP CONSTRAINT "admin_permissions_permission_key_check";--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "prayed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "testimony" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "comment_id" uuid;--> statement-breakpoint
ALTER TABLE "community_prayers" ADD CONSTRAINT "community_prayers_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_prayers" ADD CONSTRAINT "community_prayers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_prayers_user_id_idx" ON "community_prayers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_comment_id_community_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_reports_comment_id_idx" ON "community_reports" USING btree ("comment_id");--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_target_key" UNIQUE NULLS NOT DISTINCT("reporter_id","post_id","comment_id");--> statement-breakpoint
ALTER TABLE "admin_permissions" ADD CONSTRAINT "admin_permissions_permission_key_check" CHECK ("admin_permissions"."permission_key" in ('content', 'categories', 'workflows', 'automation', 'generation', 'import', 'seeder', 'stats', 'subscriptions', 'widgets', 'admin_management', 'moderation'));--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_prayed_count_check" CHECK ("community_posts"."prayed_count" >= 0);--> statement-breakpoint
-- Seed: the new moderation permission, granted to every staff role (ARCHITECTURE.md roles table).
INSERT INTO "admin_permissions" ("admin_role", "permission_key") VALUES ('super_admin', 'moderation'), ('admin', 'moderation'), ('moderator', 'moderation') ON CONFLICT DO NOTHING;

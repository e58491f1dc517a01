ALTER TABLE "community_posts" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "prayer_group_members" ADD COLUMN "notify" text DEFAULT 'every' NOT NULL;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_group_id_created_at_idx" ON "community_posts" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "community_posts"."group_id" is not null;--> statement-breakpoint
ALTER TABLE "prayer_group_members" ADD CONSTRAINT "prayer_group_members_notify_check" CHECK ("prayer_group_members"."notify" in ('every', 'daily', 'none'));
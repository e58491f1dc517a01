CREATE TABLE "prayer_group_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "prayer_group_members_role_check" CHECK ("prayer_group_members"."role" in ('leader', 'co_leader', 'member'))
);
--> statement-breakpoint
CREATE TABLE "prayer_group_removals" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_group_removals_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prayer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prayer_group_invites" ADD CONSTRAINT "prayer_group_invites_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_group_invites" ADD CONSTRAINT "prayer_group_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_group_members" ADD CONSTRAINT "prayer_group_members_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_group_members" ADD CONSTRAINT "prayer_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_group_removals" ADD CONSTRAINT "prayer_group_removals_group_id_prayer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."prayer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_group_removals" ADD CONSTRAINT "prayer_group_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_groups" ADD CONSTRAINT "prayer_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_group_invites_token_hash_key" ON "prayer_group_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "prayer_group_invites_group_id_idx" ON "prayer_group_invites" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "prayer_group_members_user_id_idx" ON "prayer_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_group_members_one_leader_key" ON "prayer_group_members" USING btree ("group_id") WHERE "prayer_group_members"."role" = 'leader';--> statement-breakpoint
CREATE INDEX "prayer_group_removals_user_id_idx" ON "prayer_group_removals" USING btree ("user_id");
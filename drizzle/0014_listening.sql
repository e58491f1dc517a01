CREATE TABLE "listening_positions" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"position_ms" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listening_positions_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "listening_positions_position_check" CHECK ("listening_positions"."position_ms" >= 0),
	CONSTRAINT "listening_positions_duration_check" CHECK ("listening_positions"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "step_narrations" (
	"content_id" uuid NOT NULL,
	"text_hash" text NOT NULL,
	"audio_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "step_narrations_content_id_text_hash_pk" PRIMARY KEY("content_id","text_hash")
);
--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "step_pause_seconds" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "listening_positions" ADD CONSTRAINT "listening_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_positions" ADD CONSTRAINT "listening_positions_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_narrations" ADD CONSTRAINT "step_narrations_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listening_positions_recent_idx" ON "listening_positions" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_step_pause_seconds_check" CHECK ("workflows"."step_pause_seconds" between 0 and 60);
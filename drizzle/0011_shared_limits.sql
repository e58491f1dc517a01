CREATE TABLE "live_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"address" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_streams_user_id_idx" ON "live_streams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_streams_address_idx" ON "live_streams" USING btree ("address");--> statement-breakpoint
CREATE INDEX "live_streams_instance_id_idx" ON "live_streams" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at_ms");
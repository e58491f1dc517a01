CREATE TABLE "prayer_reminder_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"local_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prayer_reminder_times_user_time_key" UNIQUE("user_id","local_time"),
	CONSTRAINT "prayer_reminder_times_quarter_hour_check" CHECK (extract(minute from "prayer_reminder_times"."local_time")::int % 15 = 0 and extract(second from "prayer_reminder_times"."local_time") = 0)
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_kind_check";--> statement-breakpoint
ALTER TABLE "prayer_reminder_times" ADD CONSTRAINT "prayer_reminder_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_kind_check" CHECK ("notification_deliveries"."kind" in ('scripture_daily', 'prayer_morning', 'prayer_midday', 'prayer_evening', 'prayer_night', 'content_daily_psalm', 'content_daily_prayer', 'content_daily_meditation', 'content_scripture_reflection', 'content_journal_prompt') or "notification_deliveries"."kind" ~ '^prayer_at_([01][0-9]|2[0-3]):(00|15|30|45)$');
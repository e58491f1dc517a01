CREATE TABLE "language_narrations" (
	"content_id" uuid NOT NULL,
	"language" text NOT NULL,
	"text_hash" text NOT NULL,
	"audio_url" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "language_narrations_content_id_language_text_hash_pk" PRIMARY KEY("content_id","language","text_hash"),
	CONSTRAINT "language_narrations_language_check" CHECK ("language_narrations"."language" in ('en', 'pt', 'es')),
	CONSTRAINT "language_narrations_duration_check" CHECK ("language_narrations"."duration_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "language_narrations" ADD CONSTRAINT "language_narrations_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;
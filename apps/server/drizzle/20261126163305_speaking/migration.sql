CREATE TYPE "transcript_source" AS ENUM('SERVER', 'BROWSER', 'TYPED');--> statement-breakpoint
CREATE TYPE "transcription_status" AS ENUM('PENDING', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "recording_files" (
	"key" text PRIMARY KEY,
	"user_id" uuid,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speaking_preferences" (
	"user_id" uuid PRIMARY KEY,
	"recording_notice_accepted_at" timestamp with time zone,
	"autoplay_character_voice" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "audio_mime_type" text;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "audio_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "transcript_source" "transcript_source";--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "transcription_status" "transcription_status";--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "client_transcript" text;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "speech_file" text;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "speech_mime_type" text;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "speech_duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "practice_messages" ALTER COLUMN "audio_duration_seconds" SET DATA TYPE double precision USING "audio_duration_seconds"::double precision;--> statement-breakpoint
CREATE INDEX "recording_files_created_idx" ON "recording_files" ("created_at");--> statement-breakpoint
ALTER TABLE "recording_files" ADD CONSTRAINT "recording_files_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "recording_files" ADD CONSTRAINT "recording_files_message_id_practice_messages_id_fkey" FOREIGN KEY ("message_id") REFERENCES "practice_messages"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "speaking_preferences" ADD CONSTRAINT "speaking_preferences_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;
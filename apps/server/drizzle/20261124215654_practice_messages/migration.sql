CREATE TYPE "correctness" AS ENUM('CORRECTING', 'NO', 'PARTIAL', 'YES');--> statement-breakpoint
CREATE TYPE "grading_status" AS ENUM('PENDING', 'GRADED', 'FAILED');--> statement-breakpoint
CREATE TYPE "message_role" AS ENUM('ASSISTANT', 'USER');--> statement-breakpoint
CREATE TABLE "practice_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"intent_id" uuid NOT NULL,
	"role" "message_role" NOT NULL,
	"text" text NOT NULL,
	"step_index" integer NOT NULL,
	"correctness" "correctness",
	"grading_status" "grading_status",
	"feedback" jsonb DEFAULT '[]' NOT NULL,
	"category_scores" jsonb,
	"used_native_language" boolean DEFAULT false NOT NULL,
	"grading_note" text,
	"graded_at" timestamp with time zone,
	"audio_file" text,
	"audio_duration_seconds" integer,
	"transcription" text,
	"translation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_messages_grade_only_for_students" CHECK ((role = 'USER') = (correctness is not null))
);
--> statement-breakpoint
CREATE INDEX "practice_messages_intent_created_idx" ON "practice_messages" ("intent_id","created_at");--> statement-breakpoint
ALTER TABLE "practice_messages" ADD CONSTRAINT "practice_messages_intent_id_practice_intents_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "practice_intents"("id") ON DELETE CASCADE;
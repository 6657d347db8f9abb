CREATE TABLE "practice_grade_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"intent_id" uuid NOT NULL,
	"message_id" uuid,
	"teacher_profile_id" uuid,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_intents" ADD COLUMN "ai_score" jsonb;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD COLUMN "teacher_category_scores" jsonb;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD COLUMN "teacher_overall_score" integer;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD COLUMN "teacher_comment" text;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD COLUMN "teacher_graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD COLUMN "teacher_graded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD COLUMN "reviewed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "ai_grade" jsonb;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "teacher_graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD COLUMN "teacher_graded_by_id" uuid;--> statement-breakpoint
CREATE INDEX "practice_grade_changes_intent_idx" ON "practice_grade_changes" ("intent_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_intents_unreviewed_idx" ON "practice_intents" ("assignment_id","ended_at") WHERE status = 'COMPLETED' and reviewed_at is null;--> statement-breakpoint
ALTER TABLE "practice_grade_changes" ADD CONSTRAINT "practice_grade_changes_intent_id_practice_intents_id_fkey" FOREIGN KEY ("intent_id") REFERENCES "practice_intents"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_grade_changes" ADD CONSTRAINT "practice_grade_changes_message_id_practice_messages_id_fkey" FOREIGN KEY ("message_id") REFERENCES "practice_messages"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_grade_changes" ADD CONSTRAINT "practice_grade_changes_4XK0dSuR53le_fkey" FOREIGN KEY ("teacher_profile_id") REFERENCES "teacher_profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD CONSTRAINT "practice_intents_teacher_graded_by_id_teacher_profiles_id_fkey" FOREIGN KEY ("teacher_graded_by_id") REFERENCES "teacher_profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD CONSTRAINT "practice_intents_reviewed_by_id_teacher_profiles_id_fkey" FOREIGN KEY ("reviewed_by_id") REFERENCES "teacher_profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "practice_messages" ADD CONSTRAINT "practice_messages_teacher_graded_by_id_teacher_profiles_id_fkey" FOREIGN KEY ("teacher_graded_by_id") REFERENCES "teacher_profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD CONSTRAINT "practice_intents_teacher_score_range" CHECK (teacher_overall_score is null or teacher_overall_score between 0 and 100);
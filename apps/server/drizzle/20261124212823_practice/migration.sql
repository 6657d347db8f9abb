CREATE TYPE "practice_assignment_status" AS ENUM('DRAFT', 'PUBLISHED', 'CLOSED');--> statement-breakpoint
CREATE TYPE "practice_intent_status" AS ENUM('IN_PROGRESS', 'COMPLETED', 'ABANDONED');--> statement-breakpoint
CREATE TABLE "practice_assignment_extensions" (
	"assignment_id" uuid,
	"student_profile_id" uuid,
	"due_at" timestamp with time zone,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	"granted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_assignment_extensions_pkey" PRIMARY KEY("assignment_id","student_profile_id"),
	CONSTRAINT "practice_assignment_extensions_extra_attempts_range" CHECK (extra_attempts >= 0)
);
--> statement-breakpoint
CREATE TABLE "practice_assignment_students" (
	"assignment_id" uuid,
	"student_profile_id" uuid,
	CONSTRAINT "practice_assignment_students_pkey" PRIMARY KEY("assignment_id","student_profile_id")
);
--> statement-breakpoint
CREATE TABLE "practice_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"classroom_id" uuid NOT NULL,
	"scenario_id" uuid,
	"curriculum_id" uuid,
	"evaluation_setting_id" uuid NOT NULL,
	"created_by_id" uuid,
	"status" "practice_assignment_status" DEFAULT 'DRAFT'::"practice_assignment_status" NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_assignments_one_target" CHECK ((scenario_id is null) <> (curriculum_id is null)),
	CONSTRAINT "practice_assignments_due_after_start" CHECK (due_at is null or due_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "practice_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"student_profile_id" uuid,
	"preview_teacher_profile_id" uuid,
	"assignment_id" uuid,
	"scenario_id" uuid,
	"scenario_snapshot" jsonb NOT NULL,
	"rules_snapshot" jsonb NOT NULL,
	"attempt_number" integer NOT NULL,
	"status" "practice_intent_status" DEFAULT 'IN_PROGRESS'::"practice_intent_status" NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	"current_step_index" integer DEFAULT 0 NOT NULL,
	"category_scores" jsonb,
	"overall_score" integer,
	"passed" boolean,
	"help_usage" jsonb DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_intents_student_or_preview" CHECK ((student_profile_id is null) <> (preview_teacher_profile_id is null)),
	CONSTRAINT "practice_intents_score_range" CHECK (overall_score is null or overall_score between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "practice_assignment_students_student_idx" ON "practice_assignment_students" ("student_profile_id");--> statement-breakpoint
CREATE INDEX "practice_assignments_classroom_id_idx" ON "practice_assignments" ("classroom_id");--> statement-breakpoint
CREATE INDEX "practice_assignments_scenario_id_idx" ON "practice_assignments" ("scenario_id");--> statement-breakpoint
CREATE INDEX "practice_assignments_curriculum_id_idx" ON "practice_assignments" ("curriculum_id");--> statement-breakpoint
CREATE INDEX "practice_assignments_evaluation_setting_id_idx" ON "practice_assignments" ("evaluation_setting_id");--> statement-breakpoint
CREATE INDEX "practice_intents_student_idx" ON "practice_intents" ("student_profile_id","started_at");--> statement-breakpoint
CREATE INDEX "practice_intents_assignment_idx" ON "practice_intents" ("assignment_id","scenario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_intents_one_in_progress" ON "practice_intents" ("student_profile_id","assignment_id","scenario_id") WHERE status = 'IN_PROGRESS' and assignment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_intents_attempt_number_unique" ON "practice_intents" ("student_profile_id","assignment_id","scenario_id","attempt_number") WHERE assignment_id is not null;--> statement-breakpoint
ALTER TABLE "practice_assignment_extensions" ADD CONSTRAINT "practice_assignment_extensions_aJ8ORESgsf7P_fkey" FOREIGN KEY ("assignment_id") REFERENCES "practice_assignments"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_assignment_extensions" ADD CONSTRAINT "practice_assignment_extensions_5ePFVSQT2gCP_fkey" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_assignment_extensions" ADD CONSTRAINT "practice_assignment_extensions_0rDKw5qlNQCA_fkey" FOREIGN KEY ("granted_by_id") REFERENCES "teacher_profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "practice_assignment_students" ADD CONSTRAINT "practice_assignment_students_GsrrApGsQnUr_fkey" FOREIGN KEY ("assignment_id") REFERENCES "practice_assignments"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_assignment_students" ADD CONSTRAINT "practice_assignment_students_VgyxO7ADxzpr_fkey" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_classroom_id_classrooms_id_fkey" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_scenario_id_scenarios_id_fkey" FOREIGN KEY ("scenario_id") REFERENCES "scenarios"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_curriculum_id_curricula_id_fkey" FOREIGN KEY ("curriculum_id") REFERENCES "curricula"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_lvQnG8zJTOd9_fkey" FOREIGN KEY ("evaluation_setting_id") REFERENCES "evaluation_settings"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_created_by_id_teacher_profiles_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "teacher_profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD CONSTRAINT "practice_intents_student_profile_id_student_profiles_id_fkey" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD CONSTRAINT "practice_intents_gs5lYtKea323_fkey" FOREIGN KEY ("preview_teacher_profile_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD CONSTRAINT "practice_intents_assignment_id_practice_assignments_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "practice_assignments"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "practice_intents" ADD CONSTRAINT "practice_intents_scenario_id_scenarios_id_fkey" FOREIGN KEY ("scenario_id") REFERENCES "scenarios"("id") ON DELETE SET NULL;
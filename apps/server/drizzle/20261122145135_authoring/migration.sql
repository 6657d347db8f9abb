CREATE TYPE "attempt_mode" AS ENUM('DISABLED', 'LIMITED', 'UNLIMITED');--> statement-breakpoint
CREATE TYPE "help_feature" AS ENUM('USE_NATIVE_LANGUAGE', 'VIEW_DESCRIPTION', 'VIEW_RUBRICS', 'VIEW_SUGGESTIONS', 'VIEW_TRANSCRIPTION', 'VIEW_TRANSLATION');--> statement-breakpoint
CREATE TYPE "attachment_kind" AS ENUM('IMAGE', 'PDF');--> statement-breakpoint
CREATE TYPE "feedback_category" AS ENUM('COHESION', 'FLUENCY', 'GRAMMAR', 'OTHER', 'PRONUNCIATION', 'VOCABULARY');--> statement-breakpoint
CREATE TYPE "item_kind" AS ENUM('PHRASE', 'WORD');--> statement-breakpoint
CREATE TYPE "visibility" AS ENUM('PRIVATE', 'PUBLIC');--> statement-breakpoint
CREATE TYPE "voice_gender" AS ENUM('FEMALE', 'MALE');--> statement-breakpoint
CREATE TABLE "curricula" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language_id" uuid NOT NULL,
	"level" "cefr_level" NOT NULL,
	"visibility" "visibility" DEFAULT 'PRIVATE'::"visibility" NOT NULL,
	"owner_id" uuid,
	"duplicated_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curricula_library_is_public" CHECK (owner_id is not null or visibility = 'PUBLIC')
);
--> statement-breakpoint
CREATE TABLE "curriculum_scenarios" (
	"curriculum_id" uuid,
	"scenario_id" uuid,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curriculum_scenarios_pkey" PRIMARY KEY("curriculum_id","scenario_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_setting_categories" (
	"evaluation_setting_id" uuid,
	"category" "feedback_category",
	"weight" integer NOT NULL,
	CONSTRAINT "evaluation_setting_categories_pkey" PRIMARY KEY("evaluation_setting_id","category"),
	CONSTRAINT "evaluation_setting_categories_weight_range" CHECK (weight between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "evaluation_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"attempt_mode" "attempt_mode" NOT NULL,
	"max_attempts" integer,
	"help_features" "help_feature"[] DEFAULT '{}'::"help_feature"[] NOT NULL,
	"passing_score" integer NOT NULL,
	"max_duration_seconds" integer,
	"live_feedback" boolean DEFAULT true NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_settings_max_attempts_iff_limited" CHECK ((attempt_mode = 'LIMITED') = (max_attempts is not null)),
	CONSTRAINT "evaluation_settings_max_attempts_range" CHECK (max_attempts is null or max_attempts between 1 and 50),
	CONSTRAINT "evaluation_settings_passing_score_range" CHECK (passing_score between 0 and 100),
	CONSTRAINT "evaluation_settings_max_duration_positive" CHECK (max_duration_seconds is null or max_duration_seconds > 0)
);
--> statement-breakpoint
CREATE TABLE "rubrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"scenario_id" uuid NOT NULL,
	"category" "feedback_category" NOT NULL,
	"criteria" text NOT NULL,
	"weight" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rubrics_weight_range" CHECK (weight between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "scenario_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"scenario_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "attachment_kind" NOT NULL,
	"file" text NOT NULL,
	"thumbnail" text,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenario_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"scenario_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"goal" text NOT NULL,
	"expected_phrases" text[] DEFAULT '{}'::text[] NOT NULL,
	"scripted_line" text NOT NULL,
	"scripted_line_translation" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language_id" uuid NOT NULL,
	"level" "cefr_level" NOT NULL,
	"character_name" text NOT NULL,
	"character_role" text NOT NULL,
	"character_personality" text DEFAULT '' NOT NULL,
	"voice_gender" "voice_gender" NOT NULL,
	"voice_name" text,
	"student_role" text NOT NULL,
	"student_goal" text NOT NULL,
	"opening_message" text NOT NULL,
	"opening_message_translation" text DEFAULT '' NOT NULL,
	"estimated_duration_seconds" integer NOT NULL,
	"visibility" "visibility" DEFAULT 'PRIVATE'::"visibility" NOT NULL,
	"owner_id" uuid,
	"duplicated_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenarios_library_is_public" CHECK (owner_id is not null or visibility = 'PUBLIC'),
	CONSTRAINT "scenarios_estimated_duration_positive" CHECK (estimated_duration_seconds > 0)
);
--> statement-breakpoint
CREATE TABLE "vocabulary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"scenario_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "item_kind" NOT NULL,
	"text" text NOT NULL,
	"translation" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "curricula_owner_id_idx" ON "curricula" ("owner_id");--> statement-breakpoint
CREATE INDEX "curricula_language_id_idx" ON "curricula" ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_scenarios_curriculum_position_unique" ON "curriculum_scenarios" ("curriculum_id","position");--> statement-breakpoint
CREATE INDEX "curriculum_scenarios_scenario_id_idx" ON "curriculum_scenarios" ("scenario_id");--> statement-breakpoint
CREATE INDEX "evaluation_settings_owner_id_idx" ON "evaluation_settings" ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rubrics_scenario_category_unique" ON "rubrics" ("scenario_id","category");--> statement-breakpoint
CREATE INDEX "scenario_attachments_scenario_position_idx" ON "scenario_attachments" ("scenario_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "scenario_steps_scenario_position_unique" ON "scenario_steps" ("scenario_id","position");--> statement-breakpoint
CREATE INDEX "scenarios_owner_id_idx" ON "scenarios" ("owner_id");--> statement-breakpoint
CREATE INDEX "scenarios_language_id_idx" ON "scenarios" ("language_id");--> statement-breakpoint
CREATE INDEX "scenarios_public_idx" ON "scenarios" ("language_id","level") WHERE visibility = 'PUBLIC';--> statement-breakpoint
CREATE UNIQUE INDEX "vocabulary_items_scenario_text_unique" ON "vocabulary_items" ("scenario_id",lower("text"));--> statement-breakpoint
CREATE INDEX "vocabulary_items_scenario_position_idx" ON "vocabulary_items" ("scenario_id","position");--> statement-breakpoint
ALTER TABLE "curricula" ADD CONSTRAINT "curricula_language_id_languages_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "curricula" ADD CONSTRAINT "curricula_owner_id_teacher_profiles_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "curricula" ADD CONSTRAINT "curricula_duplicated_from_id_curricula_id_fkey" FOREIGN KEY ("duplicated_from_id") REFERENCES "curricula"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "curriculum_scenarios" ADD CONSTRAINT "curriculum_scenarios_curriculum_id_curricula_id_fkey" FOREIGN KEY ("curriculum_id") REFERENCES "curricula"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "curriculum_scenarios" ADD CONSTRAINT "curriculum_scenarios_scenario_id_scenarios_id_fkey" FOREIGN KEY ("scenario_id") REFERENCES "scenarios"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "evaluation_setting_categories" ADD CONSTRAINT "evaluation_setting_categories_xejoT3VEmANp_fkey" FOREIGN KEY ("evaluation_setting_id") REFERENCES "evaluation_settings"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "evaluation_settings" ADD CONSTRAINT "evaluation_settings_owner_id_teacher_profiles_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "rubrics" ADD CONSTRAINT "rubrics_scenario_id_scenarios_id_fkey" FOREIGN KEY ("scenario_id") REFERENCES "scenarios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "scenario_attachments" ADD CONSTRAINT "scenario_attachments_scenario_id_scenarios_id_fkey" FOREIGN KEY ("scenario_id") REFERENCES "scenarios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "scenario_steps" ADD CONSTRAINT "scenario_steps_scenario_id_scenarios_id_fkey" FOREIGN KEY ("scenario_id") REFERENCES "scenarios"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_language_id_languages_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_owner_id_teacher_profiles_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_duplicated_from_id_scenarios_id_fkey" FOREIGN KEY ("duplicated_from_id") REFERENCES "scenarios"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "vocabulary_items" ADD CONSTRAINT "vocabulary_items_scenario_id_scenarios_id_fkey" FOREIGN KEY ("scenario_id") REFERENCES "scenarios"("id") ON DELETE CASCADE;
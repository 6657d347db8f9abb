CREATE TYPE "cefr_level" AS ENUM('A1', 'A2', 'B1', 'B2', 'C1', 'C2');--> statement-breakpoint
CREATE TYPE "invitation_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED');--> statement-breakpoint
CREATE TYPE "user_type" AS ENUM('TEACHER', 'STUDENT');--> statement-breakpoint
CREATE TABLE "classroom_students" (
	"classroom_id" uuid,
	"student_profile_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_students_pkey" PRIMARY KEY("classroom_id","student_profile_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_teachers" (
	"classroom_id" uuid,
	"teacher_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_teachers_pkey" PRIMARY KEY("classroom_id","teacher_profile_id")
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language_id" uuid NOT NULL,
	"level" "cefr_level" NOT NULL,
	"photo" text,
	"photo_thumbnail" text,
	"owner_id" uuid NOT NULL,
	"invite_token" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_to_classroom_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"classroom_id" uuid NOT NULL,
	"invited_by_id" uuid NOT NULL,
	"invitee_email" text,
	"token" text NOT NULL,
	"status" "invitation_status" DEFAULT 'PENDING'::"invitation_status" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_by_id" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"name" text NOT NULL,
	"iso_language_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_learning_languages" (
	"student_profile_id" uuid,
	"language_id" uuid,
	CONSTRAINT "student_learning_languages_pkey" PRIMARY KEY("student_profile_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" uuid NOT NULL,
	"photo" text,
	"photo_thumbnail" text,
	"phone_number" text,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"native_language_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_languages_taught" (
	"teacher_profile_id" uuid,
	"language_id" uuid,
	CONSTRAINT "teacher_languages_taught_pkey" PRIMARY KEY("teacher_profile_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" uuid NOT NULL,
	"photo" text,
	"photo_thumbnail" text,
	"phone_number" text,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"native_language_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invite_token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_students" (
	"teacher_profile_id" uuid,
	"student_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_students_pkey" PRIMARY KEY("teacher_profile_id","student_profile_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY,
	"user_id" uuid,
	"client" text NOT NULL,
	"data" jsonb DEFAULT '{}' NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"uid" text NOT NULL,
	"extra_data" jsonb DEFAULT '{}' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"email" text,
	"username" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"user_type" "user_type",
	"is_active" boolean DEFAULT true NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"language" text DEFAULT 'en' NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_history" (
	"step" text PRIMARY KEY,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "classroom_students_student_profile_id_idx" ON "classroom_students" ("student_profile_id");--> statement-breakpoint
CREATE INDEX "classroom_teachers_teacher_profile_id_idx" ON "classroom_teachers" ("teacher_profile_id");--> statement-breakpoint
CREATE INDEX "classrooms_owner_id_idx" ON "classrooms" ("owner_id");--> statement-breakpoint
CREATE INDEX "classrooms_language_id_idx" ON "classrooms" ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_invite_token_unique" ON "classrooms" ("invite_token");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_to_classroom_invitations_token_unique" ON "teacher_to_classroom_invitations" ("token");--> statement-breakpoint
CREATE INDEX "teacher_to_classroom_invitations_classroom_id_idx" ON "teacher_to_classroom_invitations" ("classroom_id");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_iso_language_code_lower_unique" ON "languages" (lower("iso_language_code"));--> statement-breakpoint
CREATE INDEX "student_learning_languages_language_id_idx" ON "student_learning_languages" ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_profiles_user_id_unique" ON "student_profiles" ("user_id");--> statement-breakpoint
CREATE INDEX "teacher_languages_taught_language_id_idx" ON "teacher_languages_taught" ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_profiles_user_id_unique" ON "teacher_profiles" ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_profiles_invite_token_unique" ON "teacher_profiles" ("invite_token");--> statement-breakpoint
CREATE INDEX "teacher_students_student_profile_id_idx" ON "teacher_students" ("student_profile_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_addresses_email_lower_unique" ON "email_addresses" (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "email_addresses_one_primary_per_user" ON "email_addresses" ("user_id") WHERE "primary";--> statement-breakpoint
CREATE INDEX "email_addresses_user_id_idx" ON "email_addresses" ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_uid_unique" ON "social_accounts" ("provider","uid");--> statement-breakpoint
CREATE INDEX "social_accounts_user_id_idx" ON "social_accounts" ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" (lower("username"));--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_classroom_id_classrooms_id_fkey" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_student_profile_id_student_profiles_id_fkey" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "classroom_teachers" ADD CONSTRAINT "classroom_teachers_classroom_id_classrooms_id_fkey" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "classroom_teachers" ADD CONSTRAINT "classroom_teachers_teacher_profile_id_teacher_profiles_id_fkey" FOREIGN KEY ("teacher_profile_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_language_id_languages_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_owner_id_teacher_profiles_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "teacher_to_classroom_invitations" ADD CONSTRAINT "teacher_to_classroom_invitations_aJVITdmQezZC_fkey" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "teacher_to_classroom_invitations" ADD CONSTRAINT "teacher_to_classroom_invitations_ximCADYpZlgv_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "teacher_to_classroom_invitations" ADD CONSTRAINT "teacher_to_classroom_invitations_OGEBTMqy4JJe_fkey" FOREIGN KEY ("responded_by_id") REFERENCES "teacher_profiles"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "student_learning_languages" ADD CONSTRAINT "student_learning_languages_CdEOIyjxyf8x_fkey" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "student_learning_languages" ADD CONSTRAINT "student_learning_languages_language_id_languages_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_native_language_id_languages_id_fkey" FOREIGN KEY ("native_language_id") REFERENCES "languages"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "teacher_languages_taught" ADD CONSTRAINT "teacher_languages_taught_0KhXE5AWli5D_fkey" FOREIGN KEY ("teacher_profile_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "teacher_languages_taught" ADD CONSTRAINT "teacher_languages_taught_language_id_languages_id_fkey" FOREIGN KEY ("language_id") REFERENCES "languages"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_native_language_id_languages_id_fkey" FOREIGN KEY ("native_language_id") REFERENCES "languages"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "teacher_students" ADD CONSTRAINT "teacher_students_teacher_profile_id_teacher_profiles_id_fkey" FOREIGN KEY ("teacher_profile_id") REFERENCES "teacher_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "teacher_students" ADD CONSTRAINT "teacher_students_student_profile_id_student_profiles_id_fkey" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "email_addresses" ADD CONSTRAINT "email_addresses_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE;
CREATE TYPE "job_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "job_status" DEFAULT 'queued'::"job_status" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_max_attempts_positive" CHECK ("max_attempts" > 0)
);
--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" ("queue","run_at") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" ("queue","locked_until") WHERE "status" = 'running';
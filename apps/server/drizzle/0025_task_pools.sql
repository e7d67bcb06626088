CREATE TABLE "task_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pool_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"is_control" boolean DEFAULT false NOT NULL,
	"outputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"correct" boolean,
	"flagged" boolean DEFAULT false NOT NULL,
	"reason" text,
	"reward" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_answers_status" CHECK ("task_answers"."status" in ('claimed', 'pending', 'accepted', 'rejected', 'expired', 'released'))
);
--> statement-breakpoint
CREATE TABLE "task_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pool_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"inputs" jsonb NOT NULL,
	"gold" jsonb,
	"is_control" boolean DEFAULT false NOT NULL,
	"slots_left" integer NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_items_slots_left" CHECK ("task_items"."slots_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "task_pool_blocks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pool_id" uuid,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_pool_workers" (
	"pool_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"control_total" integer DEFAULT 0 NOT NULL,
	"control_correct" integer DEFAULT 0 NOT NULL,
	"earned" integer DEFAULT 0 NOT NULL,
	"best_score" integer,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_pool_workers_pool_id_worker_id_pk" PRIMARY KEY("pool_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "task_pools" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"desc" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reward" integer NOT NULL,
	"skills" text[] NOT NULL,
	"outputs" jsonb NOT NULL,
	"overlap" integer DEFAULT 1 NOT NULL,
	"claim_minutes" integer DEFAULT 30 NOT NULL,
	"review_hours" double precision DEFAULT 72 NOT NULL,
	"per_worker_limit" integer,
	"control_rate" integer DEFAULT 0 NOT NULL,
	"min_accuracy" integer DEFAULT 0 NOT NULL,
	"qualification" jsonb,
	"status" text DEFAULT 'draft' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"control_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_pools_reward_range" CHECK ("task_pools"."reward" between 1 and 50000),
	CONSTRAINT "task_pools_overlap_range" CHECK ("task_pools"."overlap" between 1 and 5),
	CONSTRAINT "task_pools_status" CHECK ("task_pools"."status" in ('draft', 'open', 'paused', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "task_answers" ADD CONSTRAINT "task_answers_pool_id_task_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."task_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_answers" ADD CONSTRAINT "task_answers_item_id_task_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."task_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_answers" ADD CONSTRAINT "task_answers_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_answers" ADD CONSTRAINT "task_answers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_items" ADD CONSTRAINT "task_items_pool_id_task_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."task_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_pool_blocks" ADD CONSTRAINT "task_pool_blocks_pool_id_task_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."task_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_pool_blocks" ADD CONSTRAINT "task_pool_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_pool_blocks" ADD CONSTRAINT "task_pool_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_pool_workers" ADD CONSTRAINT "task_pool_workers_pool_id_task_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."task_pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_pool_workers" ADD CONSTRAINT "task_pool_workers_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_pools" ADD CONSTRAINT "task_pools_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_answers_worker_item_idx" ON "task_answers" USING btree ("worker_id","item_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "task_answers_one_claim_idx" ON "task_answers" USING btree ("pool_id","worker_id") WHERE "task_answers"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "task_answers_pool_status_idx" ON "task_answers" USING btree ("pool_id","status","answered_at","id");--> statement-breakpoint
CREATE INDEX "task_answers_item_idx" ON "task_answers" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "task_answers_worker_idx" ON "task_answers" USING btree ("worker_id","created_at","id");--> statement-breakpoint
CREATE INDEX "task_answers_file_ids_idx" ON "task_answers" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "task_items_open_idx" ON "task_items" USING btree ("pool_id","line","id") WHERE "task_items"."slots_left" > 0 and not "task_items"."is_control";--> statement-breakpoint
CREATE INDEX "task_items_control_idx" ON "task_items" USING btree ("pool_id","line","id") WHERE "task_items"."is_control";--> statement-breakpoint
CREATE INDEX "task_items_pool_idx" ON "task_items" USING btree ("pool_id","line","id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_pool_blocks_user_pool_idx" ON "task_pool_blocks" USING btree ("user_id",coalesce("pool_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "task_pool_workers_worker_idx" ON "task_pool_workers" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "task_pools_created_idx" ON "task_pools" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "task_pools_open_idx" ON "task_pools" USING btree ("published_at") WHERE "task_pools"."status" = 'open';--> statement-breakpoint
CREATE INDEX "task_pools_file_ids_idx" ON "task_pools" USING gin ("file_ids");
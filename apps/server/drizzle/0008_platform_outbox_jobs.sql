CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "jobs_status_known" CHECK ("jobs"."status" in ('scheduled', 'running', 'failed', 'dead'))
);
--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" <> 'dead';--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status","run_at","id");--> statement-breakpoint
-- Names for what the columns mean: an order is paid (its lifecycle after payment is another matter),
-- and a seller's figure counts paid orders.
ALTER TABLE "orders" RENAME COLUMN "is_completed" TO "is_paid";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "completed_orders" TO "paid_orders";--> statement-breakpoint
-- Counters now move in one way for all of them: in-transaction subscribers of domain events
-- (order.paid, review.created, review.deleted, gig.created, gig.deleted), in the writer's
-- transaction, with locks taken gig row first, then the seller's row. The triggers go.
DROP TRIGGER IF EXISTS "gigs_seller_figures_insert" ON "gigs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "gigs_seller_figures_update" ON "gigs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "gigs_seller_figures_delete" ON "gigs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_seller_figures_insert" ON "orders";--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_seller_figures_update" ON "orders";--> statement-breakpoint
DROP TRIGGER IF EXISTS "orders_seller_figures_delete" ON "orders";--> statement-breakpoint
DROP FUNCTION IF EXISTS seller_figures_from_gigs();--> statement-breakpoint
DROP FUNCTION IF EXISTS seller_figures_from_orders();--> statement-breakpoint
DROP FUNCTION IF EXISTS seller_figures_add(uuid, bigint, bigint, bigint, bigint);
--> statement-breakpoint
-- What other modules may read of users in their own queries: profile columns and seller figures.
CREATE VIEW "user_profiles" AS
  SELECT id, username, email, img_file_id, is_seller, is_verified, is_admin, "desc", country, created_at, gig_count, gig_total_stars, gig_star_number, paid_orders
  FROM "users";

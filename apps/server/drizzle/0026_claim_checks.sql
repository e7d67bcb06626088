DROP INDEX "task_answers_file_ids_idx";--> statement-breakpoint
CREATE INDEX "task_answers_claim_expiry_idx" ON "task_answers" USING btree ("expires_at") WHERE "task_answers"."status" = 'claimed';--> statement-breakpoint
CREATE INDEX "task_pools_qualification_idx" ON "task_pools" USING btree (("qualification"->>'poolId')) WHERE "task_pools"."qualification" is not null;--> statement-breakpoint
CREATE INDEX "task_answers_file_ids_idx" ON "task_answers" USING gin ("file_ids") WHERE "task_answers"."file_ids" <> '{}';--> statement-breakpoint
-- Claims ran out by a timer each; the recurring check (task-pools.claims-check) now finds them by
-- task_answers_claim_expiry_idx, so the timers left over are dropped.
DELETE FROM "jobs" WHERE "type" = 'task-pools.claim-expired';
--> statement-breakpoint
-- The session lookup reads a worker's skills too (a claim checks them without another query).
CREATE OR REPLACE VIEW "user_profiles" AS
  SELECT id, username, email, img_file_id, is_seller, is_verified, is_admin, "desc", country, created_at, gig_count, gig_total_stars, gig_star_number, paid_orders, language, skills
  FROM "users";

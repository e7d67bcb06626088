-- A submission belongs to the worker who made it: at most one per task and worker. A reassigned task
-- starts fresh for its new assignee, and the earlier worker's submission stays (read-only, for admins).
ALTER TABLE "submissions" DROP CONSTRAINT "submissions_task_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_task_user_idx" ON "submissions" USING btree ("task_id","user_id");

DROP INDEX "tasks_created_idx";--> statement-breakpoint
DROP INDEX "tasks_status_idx";--> statement-breakpoint
DROP INDEX "tasks_assignee_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "feedback" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_file_ids_idx" ON "submissions" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "submissions_user_idx" ON "submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_status_idx" ON "tasks" USING btree ("assignee_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_file_ids_idx" ON "tasks" USING gin ("file_ids");--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_status_idx" ON "tasks" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id","created_at","id");
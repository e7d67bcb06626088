-- When the module keeping a file's id first saved it; an upload never attached is removed by the files cleanup.
ALTER TABLE "files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
-- Files stored before this change count as attached: nothing is deleted for having been uploaded earlier.
UPDATE "files" SET "attached_at" = "created_at";--> statement-breakpoint
CREATE INDEX "files_unattached_idx" ON "files" USING btree ("created_at") WHERE "files"."attached_at" is null;

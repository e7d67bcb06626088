ALTER TABLE "users" ADD COLUMN "verified_email" text;--> statement-breakpoint
-- The addresses verified so far are the last verified ones.
UPDATE "users" SET "verified_email" = "email" WHERE "email_verified";
--> statement-breakpoint
-- Account e-mails used to carry their link's token in the job's payload: those still waiting are
-- dropped with their tokens (those links were never mailed; the user asks again), and the
-- auth module's own e-mail job takes over.
DELETE FROM "jobs" WHERE "type" = 'notifications.account-email';

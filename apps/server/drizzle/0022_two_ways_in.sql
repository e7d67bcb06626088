ALTER TABLE "users" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_document" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
-- Where each account stands today: verified accounts are verified; accounts that sent their
-- identity documents at registration wait for an admin; the others sent nothing.
UPDATE "users" SET "verification_state" = CASE
  WHEN "is_verified" THEN 'verified'
  WHEN "id_card_front_file_id" IS NOT NULL OR "cnic" <> '' THEN 'pending'
  ELSE 'none' END,
  "id_type" = CASE WHEN "cnic" <> '' THEN 'cnic' END,
  "verification_sent_at" = CASE WHEN "cnic" <> '' OR "id_card_front_file_id" IS NOT NULL THEN "created_at" END;--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_document_idx" ON "users" USING btree ("id_type","id_country","id_number") WHERE "users"."id_number" <> '';--> statement-breakpoint
CREATE INDEX "users_state_created_idx" ON "users" USING btree ("verification_state","created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verification_state_check" CHECK ("users"."verification_state" in ('none', 'pending', 'changes_requested', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verified_is_state_check" CHECK ("users"."is_verified" = ("users"."verification_state" = 'verified'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_type_check" CHECK ("users"."id_type" in ('cnic', 'passport', 'nationalId'));
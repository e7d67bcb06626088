ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ur'));--> statement-breakpoint
-- Other modules read the language through the users module's view: the session (answers in the
-- user's language) and the notifications (e-mails in the recipient's language).
CREATE OR REPLACE VIEW "user_profiles" AS
  SELECT id, username, email, img_file_id, is_seller, is_verified, is_admin, "desc", country, created_at, gig_count, gig_total_stars, gig_star_number, paid_orders, language
  FROM "users";

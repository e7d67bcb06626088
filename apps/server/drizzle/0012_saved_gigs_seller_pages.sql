-- Saved gigs (the hearts and /saved). A deleted gig's or user's rows go by the foreign-key
-- cascades: a row feeds no counter and nobody needs to hear that it went.
CREATE TABLE "saved_gigs" (
	"user_id" uuid NOT NULL,
	"gig_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_gigs_user_id_gig_id_pk" PRIMARY KEY("user_id","gig_id")
);
--> statement-breakpoint
-- Languages shown on the seller page.
ALTER TABLE "users" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A review's seller, copied from its gig (gigs never change owner), so the reviews a seller
-- received are one index range however many gigs they have. Existing reviews take their gig's owner.
ALTER TABLE "reviews" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "reviews" r SET "seller_id" = g."user_id" FROM "gigs" g WHERE g."id" = r."gig_id";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_gigs" ADD CONSTRAINT "saved_gigs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_gigs" ADD CONSTRAINT "saved_gigs_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_gigs_user_created_idx" ON "saved_gigs" USING btree ("user_id","created_at" DESC NULLS LAST,"gig_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_gigs_gig_idx" ON "saved_gigs" USING btree ("gig_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_seller_created_idx" ON "reviews" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);

ALTER TABLE "users" ADD COLUMN "gig_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gig_total_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gig_star_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "completed_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Seller figures for the gig page (gigs, stars over all gigs, completed orders), kept by
-- statement triggers: every path that writes gigs or orders (the API, the cascades of a user
-- deletion, the generator's multi-row inserts) keeps them right in its own transaction, and a
-- batch of 10,000 gigs costs one update per seller in it, not 10,000. Changes that leave the
-- figures alone (a sale counted, a gig edited) do not write users. Each branch reads only the
-- transition tables its event has (an INSERT has no old rows, a DELETE no new ones).
CREATE OR REPLACE FUNCTION seller_figures_add(seller uuid, gig_delta bigint, stars_delta bigint, ratings_delta bigint, orders_delta bigint) RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE users
     SET gig_count = gig_count + gig_delta,
         gig_total_stars = gig_total_stars + stars_delta,
         gig_star_number = gig_star_number + ratings_delta,
         completed_orders = completed_orders + orders_delta
   WHERE id = seller AND (gig_delta <> 0 OR stars_delta <> 0 OR ratings_delta <> 0 OR orders_delta <> 0)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_figures_from_gigs() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM seller_figures_add(user_id, count(*), sum(total_stars), sum(star_number), 0) FROM new_rows GROUP BY user_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM seller_figures_add(user_id, -count(*), -sum(total_stars), -sum(star_number), 0) FROM old_rows GROUP BY user_id;
  ELSE
    PERFORM seller_figures_add(user_id, sum(n), sum(stars), sum(ratings), 0)
       FROM (SELECT user_id, 1 AS n, total_stars AS stars, star_number AS ratings FROM new_rows
             UNION ALL SELECT user_id, -1, -total_stars, -star_number FROM old_rows) c
      GROUP BY user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seller_figures_from_orders() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM seller_figures_add(seller_id, 0, 0, 0, count(*)) FROM new_rows WHERE is_completed GROUP BY seller_id;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM seller_figures_add(seller_id, 0, 0, 0, -count(*)) FROM old_rows WHERE is_completed GROUP BY seller_id;
  ELSE
    PERFORM seller_figures_add(seller_id, 0, 0, 0, sum(n))
       FROM (SELECT seller_id, 1 AS n FROM new_rows WHERE is_completed
             UNION ALL SELECT seller_id, -1 FROM old_rows WHERE is_completed) c
      GROUP BY seller_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gigs_seller_figures_insert" AFTER INSERT ON "gigs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_gigs();--> statement-breakpoint
CREATE TRIGGER "gigs_seller_figures_update" AFTER UPDATE ON "gigs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_gigs();--> statement-breakpoint
CREATE TRIGGER "gigs_seller_figures_delete" AFTER DELETE ON "gigs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_gigs();--> statement-breakpoint
CREATE TRIGGER "orders_seller_figures_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_orders();--> statement-breakpoint
CREATE TRIGGER "orders_seller_figures_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_orders();--> statement-breakpoint
CREATE TRIGGER "orders_seller_figures_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_figures_from_orders();--> statement-breakpoint
-- The figures of the gigs and orders that exist already.
UPDATE users u
   SET gig_count = coalesce(g.n, 0), gig_total_stars = coalesce(g.stars, 0), gig_star_number = coalesce(g.ratings, 0), completed_orders = coalesce(o.n, 0)
  FROM users x
  LEFT JOIN (SELECT user_id, count(*) AS n, sum(total_stars) AS stars, sum(star_number) AS ratings FROM gigs GROUP BY user_id) g ON g.user_id = x.id
  LEFT JOIN (SELECT seller_id, count(*) AS n FROM orders WHERE is_completed GROUP BY seller_id) o ON o.seller_id = x.id
 WHERE u.id = x.id;

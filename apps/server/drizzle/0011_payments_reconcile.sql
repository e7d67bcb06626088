-- Payment reconciliation reads a processor's unpaid orders of the last day, newest first
-- (keyset on created_at, id; the index is scanned backwards). Unpaid orders only: paid ones are most rows.
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("provider","created_at","id") WHERE not "orders"."is_paid";
--> statement-breakpoint
-- Whether a picture a gig stops showing is still a paid order's cover (the files keeper rule, asked
-- on every gig edit and deletion): paid orders by cover.
CREATE INDEX "orders_paid_img_idx" ON "orders" USING btree ("img") WHERE "orders"."is_paid";

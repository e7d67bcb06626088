-- Payment reconciliation reads a processor's unpaid orders of the last day, newest first
-- (keyset on created_at, id; the index is scanned backwards). Unpaid orders only: paid ones are most rows.
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("provider","created_at","id") WHERE not "orders"."is_paid";

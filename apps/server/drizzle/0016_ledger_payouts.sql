CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"bucket" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_user_not_negative" CHECK ("ledger_accounts"."kind" = 'platform' or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_platform_unkept" CHECK ("ledger_accounts"."kind" = 'user' or "ledger_accounts"."balance" = 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"user_id" uuid,
	"key" text NOT NULL,
	"available_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "local_payouts" (
	"key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payouts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"account_title" text NOT NULL,
	"account_number" text NOT NULL,
	"verified_title" text DEFAULT '' NOT NULL,
	"locked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"method_id" uuid,
	"method_type" text NOT NULL,
	"account_title" text NOT NULL,
	"account_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"provider_reference" text,
	"decided_by" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "reward" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_method_id_payout_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payout_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_clearing_idx" ON "ledger_transactions" USING btree ("user_id","currency","available_at") WHERE "ledger_transactions"."available_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_account_idx" ON "payout_methods" USING btree ("user_id","type","currency","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_idx" ON "payouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payouts_user_currency_idx" ON "payouts" USING btree ("user_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_reference_idx" ON "payouts" USING btree ("provider_reference");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_reward_range" CHECK ("tasks"."reward" between 0 and 1000000);--> statement-breakpoint
-- The platform's accounts, one per currency (their ids are what postings name).
INSERT INTO "ledger_accounts" ("id", "kind", "bucket", "currency")
SELECT 'platform:' || n || ':' || c, 'platform', n, c
FROM unnest(ARRAY['processor_clearing', 'escrow', 'fee_revenue', 'bonus_expense', 'reward_expense', 'payout_clearing', 'unclaimed', 'refund_losses']) AS n,
     unnest(ARRAY['USD', 'PKR']) AS c;
--> statement-breakpoint
-- The IBAN and Easypaisa account given at registration are everyone's first payout methods (no wait: they were checked with the identity).
INSERT INTO "payout_methods" ("id", "user_id", "type", "currency", "account_title", "account_number", "verified_title", "locked_until", "created_at")
SELECT gen_random_uuid(), "id", 'iban', 'PKR', "username", "bank_iban", "username", "created_at", "created_at" FROM "users" WHERE "bank_iban" <> ''
UNION ALL
SELECT gen_random_uuid(), "id", 'easypaisa', 'PKR', "username", "easypaisa_account", "username", "created_at", "created_at" FROM "users" WHERE "easypaisa_account" <> '';
--> statement-breakpoint
-- What happened before the ledger, posted once so the books reconcile from the first day (decision 0123):
-- every paid order's payment, every completed order's earnings (at the default 20% fee, already cleared),
-- every refund, and the registration bonus of every verified user.
CREATE TABLE "ledger_backfill" ("key" text, "kind" text, "currency" text, "ref_type" text, "ref_id" uuid, "user_id" uuid, "at" timestamptz, "seq" int, "account" text, "amount" bigint);
--> statement-breakpoint
INSERT INTO "ledger_backfill"
SELECT 'order-paid:' || o."id", 'order_paid', 'USD', 'order', o."id", NULL, coalesce(o."paid_at", o."created_at"), 1, v.account, v.amount
FROM "orders" o, LATERAL (VALUES ('platform:processor_clearing:USD', -o."price"::bigint * 100), ('platform:escrow:USD', o."price"::bigint * 100)) AS v(account, amount)
WHERE o."is_paid";
--> statement-breakpoint
INSERT INTO "ledger_backfill"
SELECT 'order-earning:' || o."id", 'order_earning', 'USD', 'order', o."id", o."seller_id", coalesce(o."completed_at", o."updated_at"), 2, v.account, v.amount
FROM "orders" o,
     LATERAL (SELECT o."price"::bigint * 100 AS price, (o."price"::bigint * 100 * 20 + 50) / 100 AS fee) f,
     LATERAL (VALUES ('platform:escrow:USD', -f.price),
                     (CASE WHEN o."seller_id" IS NULL THEN 'platform:unclaimed:USD' ELSE 'user:' || o."seller_id" || ':pending:USD' END, f.price - f.fee),
                     ('platform:fee_revenue:USD', f.fee)) AS v(account, amount)
WHERE o."is_paid" AND o."status" = 'completed' AND v.amount <> 0;
--> statement-breakpoint
INSERT INTO "ledger_backfill"
SELECT 'earning-cleared:' || o."id", 'earning_cleared', 'USD', 'order', o."id", o."seller_id", coalesce(o."completed_at", o."updated_at"), 3, v.account, v.amount
FROM "orders" o,
     LATERAL (SELECT o."price"::bigint * 100 - (o."price"::bigint * 100 * 20 + 50) / 100 AS net) f,
     LATERAL (VALUES ('user:' || o."seller_id" || ':pending:USD', -f.net), ('user:' || o."seller_id" || ':available:USD', f.net)) AS v(account, amount)
WHERE o."is_paid" AND o."status" = 'completed' AND o."seller_id" IS NOT NULL AND f.net <> 0;
--> statement-breakpoint
INSERT INTO "ledger_backfill"
SELECT 'order-refunded:' || o."id", 'order_refunded', 'USD', 'order', o."id", NULL, o."refunded_at", 4, v.account, v.amount
FROM "orders" o, LATERAL (VALUES ('platform:escrow:USD', -o."price"::bigint * 100), ('platform:processor_clearing:USD', o."price"::bigint * 100)) AS v(account, amount)
WHERE o."is_paid" AND o."refunded_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ledger_backfill"
SELECT 'registration-bonus:' || u."id", 'registration_bonus', 'PKR', 'user', u."id", u."id", u."updated_at", 1, v.account, v.amount
FROM "users" u, LATERAL (VALUES ('platform:bonus_expense:PKR', -100000::bigint), ('user:' || u."id" || ':available:PKR', 100000::bigint)) AS v(account, amount)
WHERE u."is_verified" AND NOT u."is_admin";
--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "kind", "user_id", "bucket", "currency", "balance", "earned")
SELECT b."account", 'user', split_part(b."account", ':', 2)::uuid, split_part(b."account", ':', 3), split_part(b."account", ':', 4), sum(b."amount"),
       coalesce(sum(b."amount") FILTER (WHERE b."kind" IN ('order_earning', 'registration_bonus', 'task_reward') AND b."amount" > 0), 0)
FROM "ledger_backfill" b WHERE b."account" LIKE 'user:%' GROUP BY b."account";
--> statement-breakpoint
INSERT INTO "ledger_transactions" ("id", "kind", "currency", "ref_type", "ref_id", "user_id", "key", "created_at")
SELECT gen_random_uuid(), b."kind", b."currency", b."ref_type", b."ref_id", b."user_id", b."key", min(b."at")
FROM "ledger_backfill" b GROUP BY b."key", b."kind", b."currency", b."ref_type", b."ref_id", b."user_id";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "transaction_id", "account_id", "amount", "balance_after", "created_at")
SELECT gen_random_uuid(), t."id", b."account", b."amount",
       CASE WHEN b."account" LIKE 'user:%' THEN sum(b."amount") OVER (PARTITION BY b."account" ORDER BY b."at", b."seq", b."key" ROWS UNBOUNDED PRECEDING) ELSE 0 END,
       b."at"
FROM "ledger_backfill" b JOIN "ledger_transactions" t ON t."key" = b."key";
--> statement-breakpoint
DROP TABLE "ledger_backfill";
--> statement-breakpoint
-- Entries are never changed or removed, nor their transactions: a correction is a reversing transaction.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger''s % are never updated or deleted; post a reversing transaction', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON "ledger_transactions" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON "ledger_transactions" FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Every transaction's entries sum to zero, in its one currency (an account's id ends with its currency):
-- checked once per statement that adds entries, on the new rows alone.
CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE unbalanced uuid;
BEGIN
  SELECT n."transaction_id" INTO unbalanced
  FROM new_entries n
  GROUP BY n."transaction_id"
  HAVING sum(n."amount") <> 0 OR count(DISTINCT right(n."account_id", 3)) > 1
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero in one currency', unbalanced;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balanced();

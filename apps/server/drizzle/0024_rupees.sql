CREATE TABLE "wallet_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "fx_rates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pkr_per_usd" numeric(10, 4) NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_positive" CHECK ("fx_rates"."pkr_per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate" numeric(10, 4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_payments_pending_idx" ON "wallet_payments" USING btree ("settles_at") WHERE "wallet_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "fx_rates_created_idx" ON "fx_rates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charge_known" CHECK (("orders"."currency" = 'USD' and "orders"."amount" is null and "orders"."rate" is null) or ("orders"."currency" = 'PKR' and "orders"."amount" > 0 and "orders"."rate" > 0 and "orders"."payment_method" is not null));
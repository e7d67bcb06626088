ALTER TABLE "conversations" ADD COLUMN "seller_untold_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_untold_since" timestamp with time zone;--> statement-breakpoint
-- A pair with a pending new-message e-mail keeps it: its recipient's side waits to be told from the last message on.
UPDATE "conversations" c SET "seller_untold_since" = c."updated_at" FROM "jobs" j WHERE j."type" = 'notifications.message-email' AND j."payload" ->> 'conversationId' = c."id" AND j."payload" ->> 'recipientId' = c."seller_id"::text AND NOT c."read_by_seller";--> statement-breakpoint
UPDATE "conversations" c SET "buyer_untold_since" = c."updated_at" FROM "jobs" j WHERE j."type" = 'notifications.message-email' AND j."payload" ->> 'conversationId' = c."id" AND j."payload" ->> 'recipientId' = c."buyer_id"::text AND NOT c."read_by_buyer";--> statement-breakpoint
DROP TABLE "message_emails";--> statement-breakpoint
CREATE INDEX "conversations_seller_untold_idx" ON "conversations" USING btree ("seller_untold_since") WHERE "conversations"."seller_untold_since" is not null;--> statement-breakpoint
CREATE INDEX "conversations_buyer_untold_idx" ON "conversations" USING btree ("buyer_untold_since") WHERE "conversations"."buyer_untold_since" is not null;

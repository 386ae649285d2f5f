ALTER TABLE "identity_documents" ADD COLUMN "front_sha256" text;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "back_sha256" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seat_holds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "about_user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "password_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_documents_front_sha256_idx" ON "identity_documents" USING btree ("front_sha256");--> statement-breakpoint
CREATE INDEX "identity_documents_back_sha256_idx" ON "identity_documents" USING btree ("back_sha256");--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_about_user_idx" ON "mail_outbox" USING btree ("about_user_id");--> statement-breakpoint
-- A login was typed with its password: that is its first confirmation.
UPDATE "sessions" SET "password_confirmed_at" = "created_at" WHERE "kind" = 'login';
--> statement-breakpoint
-- Credits still waiting whose booking can still be cancelled for free wait until that cancellation closes
-- (midnight in Rome, 7 days before the start): a credit is withdrawable only once its sale is final. A
-- credit already reversed keeps its date, as its reversal does.
UPDATE "earnings" AS e
SET "available_at" = ((c."start_date" - 7)::timestamp AT TIME ZONE 'Europe/Rome')
FROM "orders" AS o
JOIN "courses" AS c ON c."id" = o."course_id"
WHERE e."order_id" = o."id"
  AND e."kind" IN ('referral', 'member')
  AND e."available_at" > now()
  AND c."free_cancellation"
  AND c."start_date" IS NOT NULL
  AND ((c."start_date" - 7)::timestamp AT TIME ZONE 'Europe/Rome') > e."available_at"
  AND NOT EXISTS (
    SELECT 1 FROM "earnings" AS r
    WHERE r."order_id" = e."order_id" AND r."kind" = e."kind" || 'Reversal'
  );

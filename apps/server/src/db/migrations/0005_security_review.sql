ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "iban_changed_at" timestamp with time zone;--> statement-breakpoint
-- Before one open checkout per customer and course is enforced, older open duplicates are cancelled (the newest stays).
UPDATE "orders" SET "status" = 'cancelled' WHERE "status" = 'pending' AND "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "user_id", coalesce("course_id", -1), coalesce("online_course_id", -1) ORDER BY "created_at" DESC, "id") AS "n" FROM "orders" WHERE "status" = 'pending') AS "ranked" WHERE "n" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_course_key" ON "orders" USING btree ("user_id","course_id") WHERE "orders"."status" = 'pending' and "orders"."course_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_online_course_key" ON "orders" USING btree ("user_id","online_course_id") WHERE "orders"."status" = 'pending' and "orders"."online_course_id" is not null;
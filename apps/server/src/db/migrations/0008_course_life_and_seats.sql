ALTER TABLE "orders" ADD COLUMN "payment" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "online_courses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_course_holds_idx" ON "orders" USING btree ("course_id","hold_expires_at") WHERE "orders"."status" = 'pending' and "orders"."hold_expires_at" is not null;--> statement-breakpoint
CREATE INDEX "courses_status_start_date_idx" ON "courses" USING btree ("status","start_date");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_seats_range" CHECK ("courses"."seats" is null or "courses"."seats" >= 0);
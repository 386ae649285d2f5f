CREATE TABLE "course_waitlist" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_waitlist" ADD CONSTRAINT "course_waitlist_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist" ADD CONSTRAINT "course_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_waitlist_course_user_key" ON "course_waitlist" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_waitlist_queue_idx" ON "course_waitlist" USING btree ("course_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "course_waitlist_user_idx" ON "course_waitlist" USING btree ("user_id");
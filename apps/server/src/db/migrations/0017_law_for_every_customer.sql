CREATE TABLE "contract_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"stated_name" text,
	"confirm_token_hash" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"refund_due_at" timestamp with time zone,
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "contract_withdrawals_refunded_nonnegative" CHECK ("contract_withdrawals"."refunded_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_versions_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
CREATE TABLE "video_captions" (
	"video" text NOT NULL,
	"language" text NOT NULL,
	"vtt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_captions_video_language_pk" PRIMARY KEY("video","language"),
	CONSTRAINT "video_captions_language" CHECK ("video_captions"."language" in ('it', 'en'))
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "viewing_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_withdrawals" ADD CONSTRAINT "contract_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_withdrawals" ADD CONSTRAINT "contract_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_withdrawals_order_key" ON "contract_withdrawals" USING btree ("order_id") WHERE "contract_withdrawals"."status" <> 'requested';--> statement-breakpoint
CREATE INDEX "contract_withdrawals_order_idx" ON "contract_withdrawals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "contract_withdrawals_user_idx" ON "contract_withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_withdrawals_due_idx" ON "contract_withdrawals" USING btree ("refund_due_at") WHERE "contract_withdrawals"."status" in ('received', 'review');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_terms_version_terms_versions_version_fk" FOREIGN KEY ("terms_version") REFERENCES "public"."terms_versions"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Online courses watched before the start was recorded: their viewing began at the first progress saved.
UPDATE "enrolments" AS e
SET "viewing_started_at" = p."first"
FROM (
  SELECT lp."user_id", l."online_course_id", min(lp."updated_at") AS "first"
  FROM "lesson_progress" lp
  JOIN "lessons" l ON l."id" = lp."lesson_id"
  GROUP BY lp."user_id", l."online_course_id"
) AS p
WHERE e."user_id" = p."user_id" AND e."online_course_id" = p."online_course_id";

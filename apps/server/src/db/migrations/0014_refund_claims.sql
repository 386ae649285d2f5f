CREATE TABLE "refund_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_claims_amount_positive" CHECK ("refund_claims"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund_claims" ADD CONSTRAINT "refund_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_claims_created_idx" ON "refund_claims" USING btree ("created_at");
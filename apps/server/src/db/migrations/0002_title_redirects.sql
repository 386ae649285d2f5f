CREATE TABLE "title_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"old_title_key" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "title_redirects_kind_title_key" ON "title_redirects" USING btree ("kind","old_title_key");--> statement-breakpoint
CREATE INDEX "title_redirects_item_idx" ON "title_redirects" USING btree ("kind","item_id");
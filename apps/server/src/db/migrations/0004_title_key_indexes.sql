DROP INDEX "articles_published_idx";--> statement-breakpoint
CREATE INDEX "articles_title_key_idx" ON "articles" USING btree (btrim(regexp_replace(lower("title"), '[[:space:]-]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE INDEX "courses_title_key_idx" ON "courses" USING btree (btrim(regexp_replace(lower("title"), '[[:space:]-]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE INDEX "online_courses_title_key_idx" ON "online_courses" USING btree (btrim(regexp_replace(lower("title"), '[[:space:]-]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE INDEX "topics_title_key_idx" ON "topics" USING btree (btrim(regexp_replace(lower("title"), '[[:space:]-]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id");
-- Titles that share a key with an older item of their kind get their id appended, so the unique
-- indexes below can be built on any existing data; the older item keeps its title and address.
UPDATE "articles" AS later SET "title" = later."title" || ' (' || later."id" || ')' WHERE EXISTS (SELECT 1 FROM "articles" AS earlier WHERE btrim(regexp_replace(lower(earlier."title"), '[[:space:]-]+', '-', 'g'), '-') = btrim(regexp_replace(lower(later."title"), '[[:space:]-]+', '-', 'g'), '-') AND earlier."id" < later."id");--> statement-breakpoint
UPDATE "courses" AS later SET "title" = later."title" || ' (' || later."id" || ')' WHERE EXISTS (SELECT 1 FROM "courses" AS earlier WHERE btrim(regexp_replace(lower(earlier."title"), '[[:space:]-]+', '-', 'g'), '-') = btrim(regexp_replace(lower(later."title"), '[[:space:]-]+', '-', 'g'), '-') AND earlier."id" < later."id");--> statement-breakpoint
UPDATE "online_courses" AS later SET "title" = later."title" || ' (' || later."id" || ')' WHERE EXISTS (SELECT 1 FROM "online_courses" AS earlier WHERE btrim(regexp_replace(lower(earlier."title"), '[[:space:]-]+', '-', 'g'), '-') = btrim(regexp_replace(lower(later."title"), '[[:space:]-]+', '-', 'g'), '-') AND earlier."id" < later."id");--> statement-breakpoint
UPDATE "topics" AS later SET "title" = later."title" || ' (' || later."id" || ')' WHERE EXISTS (SELECT 1 FROM "topics" AS earlier WHERE btrim(regexp_replace(lower(earlier."title"), '[[:space:]-]+', '-', 'g'), '-') = btrim(regexp_replace(lower(later."title"), '[[:space:]-]+', '-', 'g'), '-') AND earlier."id" < later."id");--> statement-breakpoint
DROP INDEX "articles_title_key_idx";--> statement-breakpoint
DROP INDEX "courses_title_key_idx";--> statement-breakpoint
DROP INDEX "online_courses_title_key_idx";--> statement-breakpoint
DROP INDEX "topics_title_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "articles_title_key_idx" ON "articles" USING btree (btrim(regexp_replace(lower("title"), '[[:space:]-]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE UNIQUE INDEX "courses_title_key_idx" ON "courses" USING btree (btrim(regexp_replace(lower("title"), '[[:space:]-]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE UNIQUE INDEX "online_courses_title_key_idx" ON "online_courses" USING btree (btrim(regexp_replace(lower("title"), '[[:space:]-]+', '-', 'g'), '-'));--> statement-breakpoint
CREATE UNIQUE INDEX "topics_title_key_idx" ON "topics" USING btree (btrim(regexp_replace(lower("title"), '[[:space:]-]+', '-', 'g'), '-'));
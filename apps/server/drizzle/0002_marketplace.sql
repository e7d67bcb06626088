-- Marketplace search (issue 8): weighted full-text search over titles, short description,
-- features and description, and a lexicon of indexed words with a trigram index, so partial
-- words and small typos still find gigs without scanning gigs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE (it calls the element type's output function); for text[] the
-- result never changes, and a generated column needs an IMMUTABLE expression.
CREATE OR REPLACE FUNCTION gig_features_text(features text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(features, ' ') $$;--> statement-breakpoint
DROP INDEX "gigs_user_idx";--> statement-breakpoint
DROP INDEX "reviews_gig_created_idx";--> statement-breakpoint
ALTER TABLE "gigs" drop column "search";--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "gigs"."title" || ' ' || "gigs"."short_title"), 'A') || setweight(to_tsvector('english'::regconfig, "gigs"."short_desc" || ' ' || gig_features_text("gigs"."features")), 'B') || setweight(to_tsvector('english'::regconfig, "gigs"."desc"), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "gigs_search_idx" ON "gigs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "gigs_user_idx" ON "gigs" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_gig_created_idx" ON "reviews" USING btree ("gig_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Every alphanumeric lexeme that appears in some gig's search vector. Small (the vocabulary, not
-- the gigs), so typo matching by trigram runs here and the gig lookup stays on gigs_search_idx.
-- Kept by the statement triggers below; a word whose last gig is deleted stays (it then only
-- adds an alternative that matches nothing). Not in the Drizzle schema: only SQL touches it.
CREATE TABLE "gig_lexemes" ("word" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "gig_lexemes_trgm_idx" ON "gig_lexemes" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
INSERT INTO "gig_lexemes" ("word")
  SELECT DISTINCT w FROM "gigs", unnest(tsvector_to_array("gigs"."search")) AS w WHERE w ~ '^[[:alnum:]]+$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION gig_lexemes_collect() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO gig_lexemes (word)
    SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search)) AS w WHERE w ~ '^[[:alnum:]]+$'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gigs_lexemes_insert" AFTER INSERT ON "gigs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gig_lexemes_collect();--> statement-breakpoint
CREATE TRIGGER "gigs_lexemes_update" AFTER UPDATE ON "gigs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gig_lexemes_collect();--> statement-breakpoint
-- AND of tsqueries, skipping NULLs (tsquery_and is strict, so the first value starts the state).
CREATE OR REPLACE AGGREGATE gig_tsquery_and(tsquery) (SFUNC = tsquery_and, STYPE = tsquery);--> statement-breakpoint
-- The search query of GET /api/gigs?search=: every word must match, as a prefix of an indexed
-- word ('desig' finds 'design'), and a word that is no prefix of any indexed word is replaced by
-- the three nearest indexed words by trigram similarity ('desgn' finds 'design'). Stop words
-- are dropped; NULL (nothing matches) when no word is left. `words` are letters and digits only.
CREATE OR REPLACE FUNCTION gig_search_query(words text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  SELECT gig_tsquery_and(part) FROM (
    SELECT CASE
      WHEN s.stem IS NULL THEN NULL
      WHEN EXISTS (SELECT 1 FROM gig_lexemes l WHERE l.word >= s.stem AND l.word < s.stem || chr(1114111)) THEN s.prefix
      ELSE coalesce(
        (SELECT string_agg(quote_literal(f.word), ' | ')::tsquery
           FROM (SELECT l.word FROM gig_lexemes l ORDER BY l.word <-> w LIMIT 3) f
          WHERE similarity(f.word, w) >= 0.25),
        s.prefix)
    END AS part
    FROM unnest(words) AS w,
      LATERAL (SELECT (tsvector_to_array(to_tsvector('english'::regconfig, w)))[1] AS stem,
                      to_tsquery('english'::regconfig, w || ':*') AS prefix) s
  ) parts
$$;

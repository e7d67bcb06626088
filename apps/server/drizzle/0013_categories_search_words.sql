-- One category list (issue 18): the ten home categories are the only gig categories. The first
-- form's four extra values become the category they stand for (the API keeps accepting them as
-- aliases and stores the same).
UPDATE "gigs" SET "cat" = CASE "cat"
    WHEN 'design' THEN 'graphic_design01'
    WHEN 'web' THEN 'programming_tech'
    WHEN 'animation' THEN 'video_animation04'
    WHEN 'music' THEN 'music_audio05'
  END
  WHERE "cat" IN ('design', 'web', 'animation', 'music');--> statement-breakpoint
-- The words of gig titles as people write them (not stemmed), for spelling suggestions: the
-- lexicon of migration 0002 holds stems ('mobil'), which read badly as a suggestion. Small (the
-- vocabulary of titles), kept by statement triggers like the lexicon; a word whose last gig is
-- deleted stays (it then suggests a word that finds nothing until a gig uses it again).
CREATE TABLE "gig_title_words" ("word" text COLLATE "C" PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "gig_title_words_trgm_idx" ON "gig_title_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION gig_title_words_of(title text, short_title text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, title || ' ' || short_title))) AS w WHERE w ~ '^[[:alpha:]]{3,}$' $$;--> statement-breakpoint
INSERT INTO "gig_title_words" ("word")
  SELECT DISTINCT w FROM "gigs", gig_title_words_of("gigs"."title", "gigs"."short_title") AS w
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION gig_title_words_collect() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO gig_title_words (word)
    SELECT DISTINCT w FROM new_rows, gig_title_words_of(new_rows.title, new_rows.short_title) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "gigs_title_words_insert" AFTER INSERT ON "gigs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gig_title_words_collect();--> statement-breakpoint
CREATE TRIGGER "gigs_title_words_update" AFTER UPDATE ON "gigs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gig_title_words_collect();--> statement-breakpoint
-- A corrected spelling of a search: each word that begins no indexed word (the words
-- gig_search_query replaces by typo alternatives) becomes the closest title word by trigram
-- similarity when one is close enough, and is left out when none is (no gig has it: keeping it
-- would only narrow the suggestion). NULL when no word changes or none is left. Stop words and
-- known words stay as they are. `words` are letters and digits only, lower case.
CREATE OR REPLACE FUNCTION gig_search_suggestion(words text[]) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  WITH typed AS (
    SELECT t.w, t.n, (tsvector_to_array(to_tsvector('english'::regconfig, t.w)))[1] AS stem
      FROM unnest(words) WITH ORDINALITY AS t(w, n)
  ), fixed AS (
    SELECT n, w, CASE
      WHEN stem IS NULL THEN w
      WHEN EXISTS (SELECT 1 FROM gig_lexemes l WHERE l.word >= stem AND l.word < stem || chr(1114111)) THEN w
      ELSE (SELECT c.word FROM (SELECT tw.word FROM gig_title_words tw ORDER BY tw.word <-> w LIMIT 1) c WHERE similarity(c.word, w) >= 0.25)
    END AS fixed
    FROM typed
  )
  SELECT CASE WHEN bool_and(fixed IS NOT DISTINCT FROM w) THEN NULL ELSE nullif(string_agg(fixed, ' ' ORDER BY n), '') END FROM fixed
$$;

-- The search query of GET /api/gigs?search=: every word must match. A word matches the indexed
-- words it begins ('desig' finds 'design'), named one by one when there are at most 32 of them,
-- so PostgreSQL estimates how many gigs match from its statistics of each word instead of the
-- fixed guess it makes for a prefix; with a wrong guess it walked the whole best-selling index for
-- a rare word (4 s at a million gigs) or bitmap-scanned a common one. More than 32 words sharing
-- the prefix (a very short prefix) stay one prefix term. A word that begins no indexed word is
-- replaced by its three nearest indexed words by trigram similarity ('desgn' finds 'design').
-- Stop words are dropped. NULL when nothing can match: no word left, or a word that neither
-- begins nor resembles any indexed word (the lexicon holds every word of every gig, so no gig
-- has it; the list then answers at once). `words` are letters and digits only.
CREATE OR REPLACE FUNCTION gig_search_query(words text[]) RETURNS tsquery
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  WITH parts AS (
    SELECT s.stem, CASE
      WHEN s.stem IS NULL THEN NULL
      ELSE coalesce(
        (SELECT CASE WHEN count(*) <= 32 THEN string_agg(quote_literal(p.word), ' | ')::tsquery ELSE s.prefix END
           FROM (SELECT l.word FROM gig_lexemes l WHERE l.word >= s.stem AND l.word < s.stem || chr(1114111) ORDER BY l.word LIMIT 33) p
         HAVING count(*) > 0),
        (SELECT string_agg(quote_literal(f.word), ' | ')::tsquery
           FROM (SELECT l.word FROM gig_lexemes l ORDER BY l.word <-> w LIMIT 3) f
          WHERE similarity(f.word, w) >= 0.25))
    END AS part
    FROM unnest(words) AS w,
      LATERAL (SELECT (tsvector_to_array(to_tsvector('english'::regconfig, w)))[1] AS stem,
                      to_tsquery('english'::regconfig, w || ':*') AS prefix) s
  )
  SELECT CASE WHEN bool_or(stem IS NOT NULL AND part IS NULL) THEN NULL ELSE gig_tsquery_and(part) END FROM parts
$$;

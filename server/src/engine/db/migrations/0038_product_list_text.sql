-- The operator console's product list finds a typed word in a product's sku and names (issue 29
-- item 6, q). ILIKE on three columns was most of a filtered page's time at 100,000 products (a
-- name word many products have: 6,400 rows walked, three case-folding matches each, 100 ms),
-- and PGlite's ILIKE does not fold Turkish letters (PLATFORM-NOTES): "isik" missed "IŞIK".
-- One folded column, matched with LIKE (bytes, no folding at query time) through one trigram
-- index: folded by text_fold as foldText folds in code (Turkish rules, marks of Latin letters
-- dropped), so the typed word is folded there and both meet. Generated, so no write path can
-- forget it. Every other console search box folds its columns with text_fold at query time
-- (everyWordIn, list-filters.ts).
CREATE FUNCTION text_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate($1, 'ÇĞİÖŞÜçğıöşüÂÎÛâîûÀÁÃÄÅàáãäåÈÉÊËèéêëÌÍÏìíïÒÓÔÕòóôõÙÚùúÑñÝýÿ', 'cgiosucgiosuaiuaiuaaaaaaaaaaeeeeeeeeiiiiiioooooooouuuunnyyy'));

ALTER TABLE product ADD COLUMN list_text text GENERATED ALWAYS AS (text_fold(sku || ' ' || name_tr || ' ' || name_en)) STORED;
CREATE INDEX product_list_text_trgm_idx ON product USING gin (list_text public.gin_trgm_ops);
DROP INDEX product_name_tr_trgm_idx, product_name_en_trgm_idx, product_sku_trgm_idx;

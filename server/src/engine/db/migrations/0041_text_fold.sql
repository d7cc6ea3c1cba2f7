-- Every console list's search box folds the text it searches (issue: PGlite's ILIKE does not fold
-- Turkish letters, PLATFORM-NOTES: "isik" missed "IŞIK", "ozturk" missed "Öztürk"). The rule of
-- 0038 is not the catalogue's alone now: text_fold is it (foldText's rule: Turkish lower case,
-- marks of Latin letters dropped), and catalogue_fold calls it, so product.list_text, generated
-- from catalogue_fold, and the other lists fold alike. Same result for every text: the stored
-- list_text values stay right.
CREATE FUNCTION text_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate($1, 'ÇĞİÖŞÜçğıöşüÂÎÛâîûÀÁÃÄÅàáãäåÈÉÊËèéêëÌÍÏìíïÒÓÔÕòóôõÙÚùúÑñÝýÿ', 'cgiosucgiosuaiuaiuaaaaaaaaaaeeeeeeeeiiiiiioooooooouuuunnyyy'));

CREATE OR REPLACE FUNCTION catalogue_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN text_fold($1);

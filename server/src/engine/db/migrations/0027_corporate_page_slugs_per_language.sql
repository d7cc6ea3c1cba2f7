-- Issue 32 item 14: English corporate pages lived at Turkish slugs (/en/corporate/kvkk-aydinlatma-metni)
-- and the English footer linked them there. Each page gets its slug in its own language
-- (contracts/site/corporate-pages.ts); a fresh database gets them from the seed. An old slug still
-- answers its page, whose canonical link names the new one (BlogService.post).
UPDATE blog_post AS post
   SET slug = moved.slug, route_path = '/en/corporate/' || moved.slug
  FROM (VALUES
    ('corporate-about-us-en', 'hakkimizda', 'about-us'),
    ('corporate-kvkk-en', 'kvkk-aydinlatma-metni', 'kvkk-privacy-notice'),
    ('corporate-privacy-policy-en', 'gizlilik-politikasi', 'privacy-policy'),
    ('corporate-cookie-policy-en', 'cerez-politikasi', 'cookie-policy'),
    ('corporate-distance-sales-en', 'mesafeli-satis-sozlesmesi', 'distance-sales-agreement')
  ) AS moved (key, old_slug, slug)
 WHERE post.key = moved.key AND post.slug = moved.old_slug;

-- A banner's link in English where it is not the Turkish link under /en (the footer's legal links).
ALTER TABLE banner ADD COLUMN target_link_en text;
UPDATE banner AS link
   SET target_link_en = '/en/corporate/' || moved.slug
  FROM (VALUES
    ('kvkk', '/kurumsal/kvkk-aydinlatma-metni', 'kvkk-privacy-notice'),
    ('privacy-policy', '/kurumsal/gizlilik-politikasi', 'privacy-policy'),
    ('cookie-policy', '/kurumsal/cerez-politikasi', 'cookie-policy'),
    ('distance-sales', '/kurumsal/mesafeli-satis-sozlesmesi', 'distance-sales-agreement')
  ) AS moved (key, target_link, slug)
 WHERE link.key = moved.key AND link.target_link = moved.target_link;

-- Campaigns of the embedded engine (spec §1: campaigns with badges; §7 Campaign: campaign badges).
-- A campaign reaches a product through its id, its brand or any of its categories (descendants
-- included, through category.path). Ids are plain arrays, not foreign keys: a campaign may name a
-- category or brand before the catalogue is seeded.

CREATE TABLE campaign (
  id           integer PRIMARY KEY,
  -- second-item-discount, free-shipping or cart-discount: how the badge looks.
  kind         text    NOT NULL,
  name_tr      text    NOT NULL,
  name_en      text    NOT NULL,
  product_ids  integer[] NOT NULL DEFAULT '{}',
  brand_ids    integer[] NOT NULL DEFAULT '{}',
  category_ids integer[] NOT NULL DEFAULT '{}',
  is_active    boolean NOT NULL DEFAULT true,
  starts_at    timestamptz,
  ends_at      timestamptz,
  sort_order   integer NOT NULL DEFAULT 0
);

-- The demo shop's campaigns: deterministic, so tests and screenshots can count on them.
-- Category 1 = Saat (Watches), 5 = Ayakkabı (Shoes), 62 = Takı & Aksesuar; brand 15 = Sonex.
INSERT INTO campaign (id, kind, name_tr, name_en, product_ids, brand_ids, category_ids, is_active, starts_at, ends_at, sort_order) VALUES
  (1, 'free-shipping',        'Kargo Bedava',          'Free Shipping',          '{}', '{}',   '{1}',  true,  NULL, NULL, 1),
  (2, 'second-item-discount', '2. Ürüne %50 İndirim',  '50% Off the 2nd Item',   '{}', '{}',   '{5}',  true,  NULL, NULL, 2),
  (3, 'cart-discount',        'Sepette %10 İndirim',   '10% Off in Your Cart',   '{}', '{15}', '{62}', true,  NULL, NULL, 3),
  -- Over: never shown.
  (4, 'cart-discount',        'Yılbaşı İndirimi',      'New Year Sale',          '{}', '{}',   '{1}',  true,  '2020-12-20T00:00:00Z', '2021-01-01T00:00:00Z', 4),
  -- Switched off by the merchant: never shown.
  (5, 'free-shipping',        'Ücretsiz Kargo Haftası', 'Free Shipping Week',    '{}', '{}',   '{5}',  false, NULL, NULL, 5);

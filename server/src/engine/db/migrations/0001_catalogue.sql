-- Catalogue, content and currencies of the embedded engine. Money is in integer minor units
-- (kuruş, cent): sums never touch floats. Localized text is stored per culture in _tr/_en columns.

CREATE TABLE currency (
  id              integer PRIMARY KEY,
  code            text    NOT NULL UNIQUE,
  name_tr         text    NOT NULL,
  name_en         text    NOT NULL,
  symbol          text    NOT NULL,
  symbol_on_right boolean NOT NULL,
  decimals        integer NOT NULL DEFAULT 2,
  sort_order      integer NOT NULL
);

CREATE TABLE brand (
  id   integer PRIMARY KEY,
  name text    NOT NULL,
  slug text    NOT NULL UNIQUE
);

CREATE TABLE category (
  id             integer PRIMARY KEY,
  parent_id      integer REFERENCES category (id),
  name_tr        text    NOT NULL,
  name_en        text    NOT NULL,
  slug_tr        text    NOT NULL,
  slug_en        text    NOT NULL,
  -- Materialised ancestor path from the root, inclusive ("{1,12,57}"): descendants by containment.
  path           integer[] NOT NULL,
  depth          integer NOT NULL,
  sort_order     integer NOT NULL,
  route_path_tr  text    NOT NULL UNIQUE,
  route_path_en  text    NOT NULL UNIQUE
);
CREATE INDEX category_parent_idx ON category (parent_id);

CREATE TABLE product_type (
  id      integer PRIMARY KEY,
  code    text    NOT NULL UNIQUE,
  name_tr text    NOT NULL,
  name_en text    NOT NULL
);

CREATE TABLE warehouse (
  id   integer PRIMARY KEY,
  code text    NOT NULL UNIQUE,
  name text    NOT NULL
);

CREATE TABLE product (
  id                  integer PRIMARY KEY,
  sku                 text    NOT NULL UNIQUE,
  code                text    NOT NULL,
  -- Products of one model in several colours share a group code (flag GroupVariations).
  group_code          text    NOT NULL,
  name_tr             text    NOT NULL,
  name_en             text    NOT NULL,
  short_name_tr       text    NOT NULL,
  short_name_en       text    NOT NULL,
  description_tr      text    NOT NULL,
  description_en      text    NOT NULL,
  brand_id            integer NOT NULL REFERENCES brand (id),
  product_type_id     integer NOT NULL REFERENCES product_type (id),
  default_category_id integer NOT NULL REFERENCES category (id),
  scope_type_id       integer NOT NULL DEFAULT 3,
  is_approved         boolean NOT NULL DEFAULT true,
  -- false: taken off the shelf by the merchant (flag OffTheShelf keeps only shelved products).
  is_on_shelf         boolean NOT NULL DEFAULT true,
  hs_code             text    NOT NULL,
  route_path_tr       text    NOT NULL UNIQUE,
  route_path_en       text    NOT NULL UNIQUE,
  -- Denormalised for list filters: total stock over barcodes and warehouses.
  stock_total         integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL,
  extension_data      jsonb   NOT NULL DEFAULT '{}'
);
CREATE INDEX product_brand_idx ON product (brand_id);
CREATE INDEX product_category_default_idx ON product (default_category_id);
CREATE INDEX product_created_idx ON product (created_at DESC);

-- Prices per currency in minor units; base_price >= sales_price.
CREATE TABLE product_price (
  product_id  integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  currency_id integer NOT NULL REFERENCES currency (id),
  base_price  bigint  NOT NULL CHECK (base_price >= 0),
  sales_price bigint  NOT NULL CHECK (sales_price >= 0),
  -- (base - sales) / base * 100, rounded: stored so lists can sort by best discount.
  discount_rate integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, currency_id)
);
CREATE INDEX product_price_sort_idx ON product_price (currency_id, sales_price);

CREATE TABLE product_category (
  product_id  integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES category (id),
  is_default  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_category_category_idx ON product_category (category_id);

CREATE TABLE product_attribute (
  product_id       integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  integration_code text    NOT NULL,
  name_tr          text    NOT NULL,
  name_en          text    NOT NULL,
  value_tr         text    NOT NULL,
  value_en         text    NOT NULL,
  -- true: shown on list tiles and used for facets; others only on the detail page.
  is_list          boolean NOT NULL DEFAULT true,
  sort_order       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, integration_code)
);
CREATE INDEX product_attribute_value_idx ON product_attribute (integration_code, value_tr);

CREATE TABLE product_document (
  id            serial  PRIMARY KEY,
  product_id    integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  document_type integer NOT NULL,
  is_default    boolean NOT NULL DEFAULT false,
  file_path     text    NOT NULL,
  name          text    NOT NULL,
  sort_order    integer NOT NULL DEFAULT 0
);
CREATE INDEX product_document_product_idx ON product_document (product_id);

CREATE TABLE barcode (
  id         integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  barcode    text    NOT NULL UNIQUE,
  size       text,
  color_tr   text,
  color_en   text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX barcode_product_idx ON barcode (product_id);

CREATE TABLE stock (
  barcode_id   integer NOT NULL REFERENCES barcode (id) ON DELETE CASCADE,
  warehouse_id integer NOT NULL REFERENCES warehouse (id),
  quantity     integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (barcode_id, warehouse_id)
);

-- Banners: containers 10 (popular searches), 13 (footer icons), 14 (social links), sliders.
CREATE TABLE banner (
  id                 integer PRIMARY KEY,
  name_tr            text    NOT NULL,
  name_en            text    NOT NULL,
  key                text    NOT NULL UNIQUE,
  description_tr     text,
  description_en     text,
  image_link         text,
  target_link        text,
  container_ids      integer[] NOT NULL,
  tag_ids            integer[] NOT NULL DEFAULT '{}',
  sort_order         integer NOT NULL DEFAULT 0,
  extension_data_tr  jsonb   NOT NULL DEFAULT '{}',
  extension_data_en  jsonb   NOT NULL DEFAULT '{}'
);

-- Menu categories of the header (spec §3 Menu category); top-level keys "Menu LeftColumn"
-- and "Mobile Menu" are special.
CREATE TABLE menu_item (
  id                 integer PRIMARY KEY,
  parent_id          integer REFERENCES menu_item (id),
  key                text    NOT NULL,
  name_tr            text    NOT NULL,
  name_en            text    NOT NULL,
  class_name         text,
  sort_order         integer NOT NULL DEFAULT 0,
  extension_data_tr  jsonb   NOT NULL DEFAULT '{}',
  extension_data_en  jsonb   NOT NULL DEFAULT '{}'
);
CREATE INDEX menu_item_parent_idx ON menu_item (parent_id);

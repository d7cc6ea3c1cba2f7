-- Words that mean the same to a shopper but not to the index (issue 31 item 3), per language, used
-- both ways at query time: "kablosuz" also finds the products named "Bluetooth", and "bluetooth"
-- the ones named "Kablosuz". Staff edit them (/admin/api/search-synonyms); the search index reads
-- them when it is built and again after each change. A side may be a phrase ("kol saati").
CREATE TABLE search_synonym (
  id         serial PRIMARY KEY,
  culture    text NOT NULL CHECK (culture IN ('tr', 'en')),
  term       text NOT NULL CHECK (length(term) BETWEEN 1 AND 60),
  synonym    text NOT NULL CHECK (length(synonym) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (culture, term, synonym)
);

-- The starter set: what shoppers type beside what the catalogue writes, each pair for a reason.
INSERT INTO search_synonym (culture, term, synonym) VALUES
  -- Products are named "Bluetooth …" or "Kablosuz …" for the same thing: a phone talks to both.
  ('tr', 'kablosuz', 'bluetooth'),
  -- A watch on the wrist is what most mean by "saat"; a "kol saati" search should not miss a sports or smart one.
  ('tr', 'kol saati', 'saat'),
  -- The loanword beside the catalogue's words for trainers.
  ('tr', 'spor ayakkabı', 'sneaker'),
  -- "Bayan" is how many shoppers still write "kadın" (bayan saat, bayan parfüm).
  ('tr', 'bayan', 'kadın'),
  -- and "bay" for "erkek".
  ('tr', 'bay', 'erkek'),
  -- A strap is a "kayış" to many (kept from the index's first word list, issue 16).
  ('tr', 'kayış', 'kordon'),
  ('tr', 'bilezik', 'bileklik'),
  ('tr', 'tshirt', 'tişört'),
  ('tr', 'kap', 'kılıf'),
  -- A bath towel is still a towel; the catalogue has no "banyo" in its names.
  ('tr', 'banyo havlusu', 'havlu'),
  -- A canteen (matara) is what a camper calls a flask.
  ('tr', 'matara', 'termos'),
  -- Weights for the gym.
  ('tr', 'ağırlık', 'dambıl'),
  -- A portable charger.
  ('tr', 'şarj aleti', 'powerbank'),
  -- Headphones that sit in the ear.
  ('tr', 'kulakiçi', 'kulak içi'),
  -- The same in English: products are named "Bluetooth …" or "Wireless …".
  ('en', 'wireless', 'bluetooth'),
  ('en', 'waterproof', 'resistant'),
  ('en', 'band', 'strap'),
  ('en', 'trainers', 'sneakers'),
  ('en', 'earphones', 'earbuds'),
  ('en', 'polarized', 'polarised'),
  -- American spellings of the catalogue's British ones.
  ('en', 'moisturizer', 'moisturiser'),
  ('en', 'jewelry', 'jewellery'),
  ('en', 'tshirt', 't-shirt'),
  ('en', 'ladies', 'women'),
  ('en', 'gents', 'men'),
  ('en', 'kids', 'children'),
  ('en', 'water bottle', 'flask'),
  ('en', 'thermos', 'flask'),
  ('en', 'portable charger', 'power bank'),
  ('en', 'sun cream', 'sunscreen'),
  ('en', 'wrist watch', 'watch');

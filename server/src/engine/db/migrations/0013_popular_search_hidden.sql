-- Popular searches (issue 16 item 4): shown to every shopper, so an operator can hide an entry, and
-- an entry needs several distinct shoppers, not one client's repeated requests. A shopper is kept
-- only as a keyed hash (of the environment token's cart id, or of the client address): no trace
-- of who.
ALTER TABLE search_query ADD COLUMN hidden boolean NOT NULL DEFAULT false;

CREATE TABLE search_query_shopper (
  culture    text NOT NULL,
  normalized text NOT NULL,
  shopper    text NOT NULL,
  PRIMARY KEY (culture, normalized, shopper),
  FOREIGN KEY (culture, normalized) REFERENCES search_query (culture, normalized) ON DELETE CASCADE
);

-- Issue 32 item 3: every demo product's description promised free shipping ("Ücretsiz kargo ve
-- 14 gün içinde kolay iade fırsatıyla.") while the cart charges standard shipping below the
-- free-shipping campaign's threshold, and on products it does not reach at all. A description
-- says only what the cart does: the sentence keeps the returns and drops the shipping promise.
-- The free-shipping badge is worked out from the cart's own rule (engine/cart/free-shipping.ts);
-- a fresh database gets the new sentence from the seed's vocabulary.
UPDATE product
   SET description_tr = replace(description_tr, 'Ücretsiz kargo ve 14 gün içinde kolay iade fırsatıyla.', '14 gün içinde kolay iade fırsatıyla.'),
       description_en = replace(description_en, 'With free shipping and easy returns within 14 days.', 'With easy returns within 14 days.')
 WHERE description_tr LIKE '%Ücretsiz kargo ve 14 gün içinde kolay iade fırsatıyla.%'
    OR description_en LIKE '%With free shipping and easy returns within 14 days.%';

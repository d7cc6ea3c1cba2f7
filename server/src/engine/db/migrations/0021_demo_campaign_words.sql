-- The demo shop's words that promised more than its campaigns give (a shopper review): the
-- amount-off campaign's name carried the lira amount into dollar and euro carts ("100 ₺ Off Your
-- Cart" beside -$10), and the footer promised free shipping on every order over 500 ₺ while the
-- campaign reaches watches only. A fresh database gets the footer's words from the seed.
UPDATE campaign SET name_tr = 'Büyük Sepete İndirim', name_en = 'Big Basket Discount' WHERE id = 7 AND name_en = '100 ₺ Off Your Cart';
UPDATE banner SET description_tr = 'Saatlerde 500 ₺ ve üzeri siparişlerde', description_en = 'On watch orders over ₺500'
 WHERE description_tr = '500 ₺ ve üzeri tüm siparişlerde';

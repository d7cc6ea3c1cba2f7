-- The demo coupon UYE25 was made for member id 1 by 0005_cart.sql: in a real shop's database
-- that is its first real shopper, handed a 25% coupon nobody chose to give (issue 27). It is
-- demo data, not the shop's: the demo seed makes it again for the demo member, only where the
-- demo members are seeded (SEED_DEMO_MEMBERS; off in production unless asked for). Removed only
-- while it is still the demo's own (its name, for member 1, given to nobody else).
DELETE FROM coupon c
 WHERE c.code = 'UYE25' AND c.member_id = 1 AND c.name_en = 'Members'' 25% off'
   AND NOT EXISTS (SELECT 1 FROM member_coupon mc WHERE mc.code = c.code);

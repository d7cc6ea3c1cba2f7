-- Shipping choices and order documents (issue 15): the cart's gift box and note, the same kept on
-- the order, the agreements the shopper accepted at placement (a snapshot: a later edit of the
-- templates does not change what was accepted), and the agreement templates themselves.

ALTER TABLE cart ADD COLUMN gift_box boolean NOT NULL DEFAULT false;
ALTER TABLE cart ADD COLUMN gift_note text CHECK (char_length(gift_note) <= 200);

ALTER TABLE orders ADD COLUMN gift_box boolean NOT NULL DEFAULT false;
ALTER TABLE orders ADD COLUMN gift_note text;
-- {"preInformation": "<html>", "salesAgreement": "<html>", "acceptedAt": "..."}
ALTER TABLE orders ADD COLUMN agreements jsonb;

-- Merchant-editable HTML with {{placeholders}}; the engine fills each with an escaped value
-- ({{lines}} and {{totals}} with tables it builds from escaped values).
INSERT INTO localized_text (culture, tag_name, key, value) VALUES
  ('tr', 'Agreement', 'preInformation',
   '<h2>Ön Bilgilendirme Formu</h2>
<h3>1. Satıcı</h3>
<p>{{seller}}</p>
<h3>2. Alıcı</h3>
<p>{{buyerName}} ({{buyerEmail}})</p>
<p>Teslimat adresi: {{shippingAddress}}</p>
<p>Fatura adresi: {{invoiceAddress}}</p>
<h3>3. Sözleşme konusu ürünler</h3>
{{lines}}
<p>Kargo: {{shipper}} ({{shipmentFee}})</p>
{{totals}}
<p>Ödeme şekli: {{paymentType}}</p>
<h3>4. Cayma hakkı</h3>
<p>Alıcı, ürünü teslim aldığı günden itibaren 14 gün içinde hiçbir gerekçe göstermeden cayma hakkını kullanabilir.</p>
<p>Tarih: {{date}}</p>'),
  ('en', 'Agreement', 'preInformation',
   '<h2>Pre-information Form</h2>
<h3>1. Seller</h3>
<p>{{seller}}</p>
<h3>2. Buyer</h3>
<p>{{buyerName}} ({{buyerEmail}})</p>
<p>Shipping address: {{shippingAddress}}</p>
<p>Invoice address: {{invoiceAddress}}</p>
<h3>3. Products</h3>
{{lines}}
<p>Shipping: {{shipper}} ({{shipmentFee}})</p>
{{totals}}
<p>Payment: {{paymentType}}</p>
<h3>4. Right of withdrawal</h3>
<p>The buyer may withdraw within 14 days of delivery without giving any reason.</p>
<p>Date: {{date}}</p>'),
  ('tr', 'Agreement', 'salesAgreement',
   '<h2>Mesafeli Satış Sözleşmesi</h2>
<h3>Madde 1. Taraflar</h3>
<p>Satıcı: {{seller}}</p>
<p>Alıcı: {{buyerName}} ({{buyerEmail}}), {{shippingAddress}}</p>
<h3>Madde 2. Konu</h3>
<p>Bu sözleşme, Alıcının Satıcıya ait internet sitesinden elektronik ortamda siparişini verdiği aşağıdaki ürünlerin satışı ve teslimi ile ilgili olarak 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca tarafların hak ve yükümlülüklerini düzenler.</p>
{{lines}}
{{totals}}
<h3>Madde 3. Teslimat</h3>
<p>Ürünler {{shipper}} ile {{shippingAddress}} adresine teslim edilir. Kargo bedeli: {{shipmentFee}}.</p>
<p>Fatura adresi: {{invoiceAddress}}</p>
<h3>Madde 4. Ödeme</h3>
<p>Ödeme şekli: {{paymentType}}</p>
<h3>Madde 5. Cayma hakkı</h3>
<p>Alıcı, teslimattan itibaren 14 gün içinde cayma hakkını kullanabilir.</p>
<p>Tarih: {{date}}</p>'),
  ('en', 'Agreement', 'salesAgreement',
   '<h2>Distance Sales Agreement</h2>
<h3>Article 1. Parties</h3>
<p>Seller: {{seller}}</p>
<p>Buyer: {{buyerName}} ({{buyerEmail}}), {{shippingAddress}}</p>
<h3>Article 2. Subject</h3>
<p>This agreement sets out the rights and duties of the parties, under Consumer Protection Law No. 6502, for the sale and delivery of the products below, ordered by the Buyer on the Seller''s website.</p>
{{lines}}
{{totals}}
<h3>Article 3. Delivery</h3>
<p>The products are delivered by {{shipper}} to {{shippingAddress}}. Shipping fee: {{shipmentFee}}.</p>
<p>Invoice address: {{invoiceAddress}}</p>
<h3>Article 4. Payment</h3>
<p>Payment: {{paymentType}}</p>
<h3>Article 5. Right of withdrawal</h3>
<p>The Buyer may withdraw within 14 days of delivery.</p>
<p>Date: {{date}}</p>');

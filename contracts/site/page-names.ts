/**
 * The fixed pages' names (spec §2), Turkish, under the SPA dictionaries' keys (client/src/i18n):
 * the SPA titles a fixed page "{name} | Vitrin" and the server's first HTML does the same, so the
 * title a link preview or crawler reads is the one the app shows. The English names are in
 * page-names-en.ts, which this module does not import: the first download carries Turkish only.
 */
export const PAGE_NAMES_TR = {
  'route.home': 'Ana Sayfa',
  'route.accountInfo': 'Hesap Bilgilerim',
  'route.orders': 'Siparişlerim',
  'route.orderDetail': 'Sipariş Detayı',
  'route.orderCancel': 'Sipariş İptali',
  'route.orderReturn': 'İade Talebi',
  'route.returns': 'İadelerim',
  'route.returnDetail': 'İade Detayı',
  'route.addresses': 'Adreslerim',
  'route.favorites': 'Favorilerim',
  'route.communicationPreferences': 'İletişim Tercihlerim',
  'route.stockAlarms': 'Stok Alarmlarım',
  'route.priceAlarms': 'Fiyat Alarmlarım',
  'route.messages': 'Mesajlarım',
  'route.messageDetail': 'Mesaj Detayı',
  'route.changePassword': 'Şifre Değiştir',
  'route.club': 'Vitrin Club',
  'route.coupons': 'Kuponlarım',
  'route.collection': 'Koleksiyonum',
  'route.cartSummary': 'Sepetim',
  'route.shipping': 'Teslimat Bilgileri',
  'route.payment': 'Ödeme',
  'route.shippingAndPayment': 'Teslimat ve Ödeme',
  'route.orderSummary': 'Sipariş Özeti',
  'route.login': 'Giriş Yap',
  'route.otp': 'Doğrulama Kodu',
  'route.search': 'Arama Sonuçları',
  'route.compare': 'Ürün Karşılaştırma',
  'route.orderTrack': 'Sipariş Takibi',
  'route.blog': 'Blog',
  'route.blogPost': 'Blog Yazısı',
  'route.corporate': 'Kurumsal',
  'route.corporatePage': 'Kurumsal',
  'route.support': 'Destek',
  'route.newsletter': 'E-posta Bülteni',
  'route.productDetail': 'Ürün Detayı',
  'route.productList': 'Ürünler',
};

export type PageNames = Record<keyof typeof PAGE_NAMES_TR, string>;

/**
 * The name each fixed page is titled with, by Turkish path pattern (contracts/site/routes.ts);
 * home, search results and blog posts and corporate pages are titled from other texts or data.
 */
export const FIXED_PAGE_NAMES: Readonly<Record<string, keyof PageNames>> = {
  '/u/info': 'route.accountInfo', '/u/orders': 'route.orders', '/u/orders/:id': 'route.orderDetail', '/u/order-cancel/:id': 'route.orderCancel',
  '/u/order-return/:id': 'route.orderReturn', '/u/returns': 'route.returns', '/u/returns/:id': 'route.returnDetail', '/u/addresses': 'route.addresses',
  '/u/favorites': 'route.favorites', '/u/communication-preferences': 'route.communicationPreferences', '/u/stock-alarms': 'route.stockAlarms',
  '/u/price-alarms': 'route.priceAlarms', '/u/messages': 'route.messages', '/u/message-detail/:id': 'route.messageDetail',
  '/u/change-password': 'route.changePassword', '/u/club': 'route.club', '/u/coupons': 'route.coupons', '/u/collection': 'route.collection',
  '/c/cart-summary': 'route.cartSummary', '/c/shipping': 'route.shipping', '/c/payment': 'route.payment', '/c/shipping-and-payment': 'route.shippingAndPayment',
  '/c/order-summary': 'route.orderSummary', '/login': 'route.login', '/otp': 'route.otp', '/karsilastir': 'route.compare', '/siparis-takip': 'route.orderTrack',
  '/blog': 'route.blog', '/kurumsal': 'route.corporate', '/destek': 'route.support', '/bulten': 'route.newsletter',
};

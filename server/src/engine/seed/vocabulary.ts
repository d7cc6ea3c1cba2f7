/** A text in both languages: [Turkish, English]. */
export type Text = readonly [tr: string, en: string];

/** A colour of the catalogue: its names, the swatch the images are drawn in, and the model-code suffix. */
export interface Colour {
  name: Text;
  hex: string;
  /** Suffix of general product codes ("NK4821-BLK"). */
  code: string;
}

export const COLOURS: readonly Colour[] = [
  { name: ['Siyah', 'Black'], hex: '#1f2328', code: 'BLK' },
  { name: ['Beyaz', 'White'], hex: '#f4f4f2', code: 'WHT' },
  { name: ['Gümüş', 'Silver'], hex: '#b8bec6', code: 'SLV' },
  { name: ['Altın', 'Gold'], hex: '#c9a227', code: 'GLD' },
  { name: ['Pembe Altın', 'Rose Gold'], hex: '#d4a08a', code: 'RGD' },
  { name: ['Lacivert', 'Navy'], hex: '#1e2f5c', code: 'NVY' },
  { name: ['Mavi', 'Blue'], hex: '#2f6fd6', code: 'BLU' },
  { name: ['Kırmızı', 'Red'], hex: '#c62f2f', code: 'RED' },
  { name: ['Yeşil', 'Green'], hex: '#2e7d4f', code: 'GRN' },
  { name: ['Gri', 'Grey'], hex: '#7b8088', code: 'GRY' },
  { name: ['Kahverengi', 'Brown'], hex: '#7a4b2a', code: 'BRN' },
  { name: ['Bej', 'Beige'], hex: '#d9c7a7', code: 'BEJ' },
  { name: ['Pembe', 'Pink'], hex: '#e887a8', code: 'PNK' },
  { name: ['Turuncu', 'Orange'], hex: '#ee7d2b', code: 'ORG' },
  { name: ['Mor', 'Purple'], hex: '#6d3fa0', code: 'PRP' },
  { name: ['Sarı', 'Yellow'], hex: '#f2c230', code: 'YLW' },
  { name: ['Haki', 'Khaki'], hex: '#8a8455', code: 'KHK' },
  { name: ['Bordo', 'Burgundy'], hex: '#6e1f2e', code: 'BRD' },
];

/** Colour indices by palette, so a family only wears colours that suit it. */
export const PALETTES = {
  watchCase: [0, 2, 3, 4, 5],
  dial: [0, 1, 2, 5, 6, 8, 9],
  neutral: [0, 1, 2, 9, 11],
  fashion: [0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 16, 17],
  bright: [0, 1, 6, 7, 8, 12, 13, 14, 15],
  metal: [2, 3, 4],
} as const satisfies Record<string, readonly number[]>;

/** Name, facet flag and order of every attribute code the seed writes. */
export const ATTRIBUTES: Record<string, { name: Text; isList: boolean; sortOrder: number }> = {
  attr_color: { name: ['Renk', 'Colour'], isList: true, sortOrder: 1 },
  attr_strap: { name: ['Kordon', 'Strap'], isList: true, sortOrder: 2 },
  attr_dial: { name: ['Kadran Rengi', 'Dial Colour'], isList: false, sortOrder: 3 },
  attr_case_size: { name: ['Kasa Çapı', 'Case Size'], isList: true, sortOrder: 4 },
  attr_water_resistance: { name: ['Su Geçirmezlik', 'Water Resistance'], isList: true, sortOrder: 5 },
  attr_mechanism: { name: ['Mekanizma', 'Mechanism'], isList: true, sortOrder: 6 },
  attr_material: { name: ['Malzeme', 'Material'], isList: true, sortOrder: 10 },
  attr_fit: { name: ['Kalıp', 'Fit'], isList: true, sortOrder: 11 },
  attr_capacity: { name: ['Kapasite', 'Capacity'], isList: true, sortOrder: 12 },
  attr_connectivity: { name: ['Bağlantı', 'Connectivity'], isList: true, sortOrder: 13 },
  attr_power: { name: ['Güç', 'Power'], isList: true, sortOrder: 14 },
  attr_volume: { name: ['Hacim', 'Volume'], isList: true, sortOrder: 15 },
  attr_skin_type: { name: ['Cilt Tipi', 'Skin Type'], isList: true, sortOrder: 16 },
  attr_age: { name: ['Yaş Grubu', 'Age Group'], isList: true, sortOrder: 17 },
  attr_language: { name: ['Dil', 'Language'], isList: true, sortOrder: 18 },
  attr_pages: { name: ['Sayfa Sayısı', 'Pages'], isList: false, sortOrder: 19 },
  attr_warranty: { name: ['Garanti Süresi', 'Warranty'], isList: false, sortOrder: 30 },
};

/** Watch straps: the facet value and how a product name says it. */
export const STRAPS: readonly { value: Text; inName: Text }[] = [
  { value: ['Çelik', 'Steel'], inName: ['Çelik Kordonlu', 'with Steel Bracelet'] },
  { value: ['Deri', 'Leather'], inName: ['Deri Kordonlu', 'with Leather Strap'] },
  { value: ['Silikon', 'Silicone'], inName: ['Silikon Kordonlu', 'with Silicone Strap'] },
  { value: ['Hasır', 'Mesh'], inName: ['Hasır Kordonlu', 'with Mesh Bracelet'] },
  { value: ['Seramik', 'Ceramic'], inName: ['Seramik Kordonlu', 'with Ceramic Bracelet'] },
  { value: ['Kumaş', 'Fabric'], inName: ['Kumaş Kordonlu', 'with Fabric Strap'] },
];

export const MECHANISMS = {
  quartz: ['Quartz', 'Quartz'],
  automatic: ['Otomatik', 'Automatic'],
  solar: ['Solar', 'Solar'],
  smart: ['Akıllı', 'Smart'],
} as const satisfies Record<string, Text>;
export type Mechanism = keyof typeof MECHANISMS;

export const WATER_RESISTANCE: readonly string[] = ['3 ATM', '5 ATM', '10 ATM', '20 ATM'];

export const AUDIENCES = {
  men: ['Erkek', "Men's"],
  women: ['Kadın', "Women's"],
  kids: ['Çocuk', "Kids'"],
  unisex: ['Unisex', 'Unisex'],
} as const satisfies Record<string, Text>;
export type Audience = keyof typeof AUDIENCES;

/** Adjectives that lead a watch name. */
export const WATCH_FEATURES: readonly Text[] = [
  ['Işıklı', 'Luminous'], ['Şık', 'Elegant'], ['Su Geçirmez', 'Water-Resistant'], ['Safir Camlı', 'Sapphire'],
  ['Minimalist', 'Minimalist'], ['Tarih Göstergeli', 'Date Display'], ['İnce Kasalı', 'Slim'], ['Sportif', 'Sporty'],
];
export const SMART_FEATURES: readonly Text[] = [
  ['GPS’li', 'GPS'], ['Nabız Ölçerli', 'Heart-Rate'], ['AMOLED Ekranlı', 'AMOLED'], ['Uyku Takipli', 'Sleep-Tracking'],
  ['Bluetooth Aramalı', 'Bluetooth Calling'], ['Su Geçirmez', 'Water-Resistant'],
];

export const WARRANTIES: readonly Text[] = [['1 Yıl', '1 Year'], ['2 Yıl', '2 Years'], ['3 Yıl', '3 Years']];

/** Opening sentences of descriptions; one is picked per model. */
export const WATCH_SENTENCES: readonly Text[] = [
  ['Günlük kullanımda şıklığı ve dayanıklılığı bir arada sunar.', 'Brings style and durability together for everyday wear.'],
  ['Işıklı akrep ve yelkovanı sayesinde karanlıkta bile kolayca okunur.', 'Its luminous hands stay easy to read even in the dark.'],
  ['Çizilmeye dayanıklı camı ve sağlam kasasıyla uzun ömürlüdür.', 'A scratch-resistant crystal and a sturdy case make it last.'],
  ['İş toplantısında da hafta sonu gezisinde de bileğinize yakışır.', 'Looks right on your wrist at a meeting and on a weekend trip alike.'],
  ['Özenle işlenmiş kadranı her bakışta göz alıcı bir görünüm sağlar.', 'A carefully finished dial catches the eye at every glance.'],
];
export const SMART_SENTENCES: readonly Text[] = [
  ['Adımlarınızı, nabzınızı ve uykunuzu gün boyu takip eder.', 'Tracks your steps, heart rate and sleep all day long.'],
  ['Telefon bildirimlerini bileğinize taşır, tek şarjla günlerce çalışır.', 'Brings phone notifications to your wrist and runs for days on one charge.'],
  ['Yüzlerce spor modu ve su geçirmez gövdesiyle antrenmanlarınıza eşlik eder.', 'Keeps up with your training with hundreds of sport modes and a water-resistant body.'],
];
export const GENERAL_SENTENCES: readonly Text[] = [
  ['Günlük kullanım için özenle tasarlandı.', 'Carefully designed for everyday use.'],
  ['Yüksek kaliteli malzemesiyle uzun süre ilk günkü gibi kalır.', 'High-quality materials keep it looking new for years.'],
  ['Şık tasarımı her ortama kolayca uyum sağlar.', 'Its stylish design fits in anywhere.'],
  ['Sevdiklerinize hediye olarak da gönül rahatlığıyla seçebilirsiniz.', 'A gift you can choose with confidence for the people you love.'],
  ['Kullanıcı yorumlarında en çok beğenilen ürünlerimizden biridir.', 'One of the best-rated products in our customer reviews.'],
];
// No shipping promise: whether an order ships free is the cart's rule, not a product's (issue 32 item 3).
export const CLOSING_SENTENCE: Text = ['14 gün içinde kolay iade fırsatıyla.', 'With easy returns within 14 days.'];

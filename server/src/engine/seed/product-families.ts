import type { BrandGroup } from './brands.js';
import { PALETTES, type Audience, type Mechanism, type Text } from './vocabulary.js';

/** What the media renderer draws for a product: the seed and the images agree through this. */
export type ProductShape =
  | 'watch' | 'smartwatch' | 'band' | 'pocket-watch' | 'clock' | 'headphones' | 'device'
  | 'shirt' | 'shoe' | 'bottle' | 'book' | 'ring' | 'glasses' | 'box';

export interface WatchSpec {
  audience: Audience;
  mechanisms: readonly Mechanism[];
  /** Case diameter range in millimetres. */
  caseMm: readonly [min: number, max: number];
  /** Indices into STRAPS; empty for watches without one (pocket watches). */
  straps: readonly number[];
  smart: boolean;
}

/** A kind of goods: how its products are named, priced, sized and described. */
export interface ProductFamily {
  kind: 'watch' | 'general';
  group: BrandGroup;
  shape: ProductShape;
  /** Price range in whole Turkish lira; prices are drawn log-uniformly inside it. */
  priceTry: readonly [min: number, max: number];
  hsCode: string;
  /** Colour indices into COLOURS the products come in. */
  palette: readonly number[];
  /** false: one product per model (books, perfume): no colour in the name. */
  colourVariants: boolean;
  /** Words that lead a general product's name ("Kablosuz Kulaklık"). */
  adjectives: readonly Text[];
  /** Type-specific attributes and their possible values. */
  attributes: readonly (readonly [code: string, values: readonly Text[]])[];
  /** Sizes sold as separate barcodes; none: one barcode per product. */
  sizes?: readonly string[];
  watch?: WatchSpec;
}

const same = (...values: string[]): Text[] => values.map((value) => [value, value] as const);

const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
export const WOMEN_SHOE_SIZES = ['36', '37', '38', '39', '40', '41'];
export const MEN_SHOE_SIZES = ['40', '41', '42', '43', '44', '45'];

const WARRANTY: readonly Text[] = [['2 Yıl', '2 Years'], ['3 Yıl', '3 Years']];

const watch = (audience: Audience, mechanisms: Mechanism[], caseMm: [number, number], straps: number[], priceTry: [number, number], shape: ProductShape = 'watch'): ProductFamily => ({
  kind: 'watch', group: 'watch', shape, priceTry, hsCode: mechanisms.includes('automatic') ? '9102.21' : '9102.11',
  palette: PALETTES.watchCase, colourVariants: true, adjectives: [], attributes: [],
  watch: { audience, mechanisms, caseMm, straps, smart: false },
});
const smartWatch = (audience: Audience, caseMm: [number, number], priceTry: [number, number], shape: ProductShape): ProductFamily => ({
  kind: 'watch', group: 'smart', shape, priceTry, hsCode: '8517.62', palette: PALETTES.bright, colourVariants: true,
  adjectives: [], attributes: [], watch: { audience, mechanisms: ['smart'], caseMm, straps: [2, 5, 3], smart: true },
});

export const FAMILIES = {
  menWatch: watch('men', ['quartz', 'quartz', 'solar', 'automatic'], [40, 46], [0, 1, 3, 2], [500, 18000]),
  menChrono: watch('men', ['quartz', 'solar', 'automatic'], [42, 46], [0, 1, 4], [1500, 30000]),
  sportsWatch: watch('unisex', ['quartz', 'solar'], [40, 48], [2, 5, 0], [500, 9000]),
  womenWatch: watch('women', ['quartz', 'quartz', 'solar'], [28, 36], [0, 1, 3, 4], [500, 15000]),
  classicWatch: watch('men', ['automatic', 'automatic', 'quartz'], [38, 42], [1, 0], [3000, 60000]),
  pocketWatch: watch('unisex', ['quartz', 'automatic'], [45, 50], [], [800, 12000], 'pocket-watch'),
  smartWatch: smartWatch('unisex', [40, 46], [1500, 25000], 'smartwatch'),
  kidsSmartWatch: smartWatch('kids', [34, 38], [800, 3500], 'smartwatch'),
  fitnessBand: smartWatch('unisex', [20, 24], [500, 3000], 'band'),

  audio: {
    kind: 'general', group: 'audio', shape: 'headphones', priceTry: [300, 12000], hsCode: '8518.30', palette: PALETTES.bright, colourVariants: true,
    adjectives: [['Kablosuz', 'Wireless'], ['Gürültü Önleyici', 'Noise-Cancelling'], ['Taşınabilir', 'Portable'], ['Bluetooth', 'Bluetooth'], ['Su Geçirmez', 'Waterproof']],
    attributes: [['attr_connectivity', [['Bluetooth 5.3', 'Bluetooth 5.3'], ['Kablolu', 'Wired'], ['USB-C', 'USB-C']]], ['attr_warranty', WARRANTY]],
  },
  gadget: {
    kind: 'general', group: 'electronics', shape: 'device', priceTry: [150, 4500], hsCode: '8471.60', palette: PALETTES.neutral, colourVariants: true,
    adjectives: [['Kablosuz', 'Wireless'], ['Hızlı Şarjlı', 'Fast-Charging'], ['Ergonomik', 'Ergonomic'], ['Işıklı', 'Backlit'], ['Ultra İnce', 'Ultra-Slim']],
    attributes: [['attr_connectivity', [['2.4 GHz Kablosuz', '2.4 GHz Wireless'], ['USB-C', 'USB-C'], ['Bluetooth 5.3', 'Bluetooth 5.3']]], ['attr_warranty', WARRANTY]],
  },
  kitchen: {
    kind: 'general', group: 'home', shape: 'box', priceTry: [400, 15000], hsCode: '8516.71', palette: PALETTES.neutral, colourVariants: true,
    adjectives: [['Paslanmaz Çelik', 'Stainless Steel'], ['Yapışmaz', 'Non-Stick'], ['Otomatik', 'Automatic'], ['Çok Amaçlı', 'Multi-Purpose']],
    attributes: [['attr_material', [['Paslanmaz Çelik', 'Stainless Steel'], ['Granit', 'Granite'], ['Cam', 'Glass'], ['Seramik', 'Ceramic']]], ['attr_power', same('800 W', '1200 W', '1800 W', '2200 W')], ['attr_warranty', WARRANTY]],
  },
  textile: {
    kind: 'general', group: 'home', shape: 'box', priceTry: [150, 3500], hsCode: '6302.31', palette: PALETTES.fashion, colourVariants: true,
    adjectives: [['Pamuklu', 'Cotton'], ['Yumuşak Dokulu', 'Soft-Touch'], ['Çift Kişilik', 'Double'], ['Tek Kişilik', 'Single'], ['Desenli', 'Patterned']],
    attributes: [['attr_material', [['Pamuk', 'Cotton'], ['Bambu', 'Bamboo'], ['Saten', 'Satin'], ['Ranforce', 'Ranforce']]]],
  },
  decor: {
    kind: 'general', group: 'home', shape: 'clock', priceTry: [100, 3000], hsCode: '9105.21', palette: PALETTES.fashion, colourVariants: true,
    adjectives: [['Dekoratif', 'Decorative'], ['Modern', 'Modern'], ['El Yapımı', 'Handmade'], ['Sessiz', 'Silent'], ['Ahşap', 'Wooden']],
    attributes: [['attr_material', [['Ahşap', 'Wood'], ['Metal', 'Metal'], ['Cam', 'Glass'], ['Soya Mumu', 'Soy Wax']]]],
  },
  apparel: {
    kind: 'general', group: 'fashion', shape: 'shirt', priceTry: [150, 2500], hsCode: '6109.10', palette: PALETTES.fashion, colourVariants: true,
    adjectives: [['Pamuklu', 'Cotton'], ['Basic', 'Basic'], ['Oversize', 'Oversize'], ['Çizgili', 'Striped'], ['Bisiklet Yaka', 'Crew Neck'], ['Keten', 'Linen']],
    attributes: [['attr_material', [['Pamuk', 'Cotton'], ['Keten', 'Linen'], ['Polyester', 'Polyester'], ['Viskon', 'Viscose']]], ['attr_fit', [['Dar Kalıp', 'Slim Fit'], ['Normal Kalıp', 'Regular Fit'], ['Bol Kalıp', 'Relaxed Fit']]]],
    sizes: LETTER_SIZES,
  },
  shoes: {
    kind: 'general', group: 'shoes', shape: 'shoe', priceTry: [600, 7000], hsCode: '6403.99', palette: PALETTES.fashion, colourVariants: true,
    adjectives: [['Hakiki Deri', 'Genuine Leather'], ['Günlük', 'Casual'], ['Ortopedik', 'Orthopaedic'], ['Hafif', 'Lightweight'], ['Süet', 'Suede']],
    attributes: [['attr_material', [['Deri', 'Leather'], ['Süet', 'Suede'], ['Tekstil', 'Textile'], ['Sentetik', 'Synthetic']]]],
    sizes: MEN_SHOE_SIZES,
  },
  fragrance: {
    kind: 'general', group: 'beauty', shape: 'bottle', priceTry: [300, 5500], hsCode: '3303.00', palette: PALETTES.bright, colourVariants: false,
    adjectives: [['Çiçeksi', 'Floral'], ['Odunsu', 'Woody'], ['Ferah', 'Fresh'], ['Oryantal', 'Oriental'], ['Meyvemsi', 'Fruity']],
    attributes: [['attr_volume', same('30 ml', '50 ml', '100 ml')]],
  },
  skincare: {
    kind: 'general', group: 'beauty', shape: 'bottle', priceTry: [120, 1800], hsCode: '3304.99', palette: PALETTES.bright, colourVariants: false,
    adjectives: [['Nemlendirici', 'Hydrating'], ['Yatıştırıcı', 'Soothing'], ['Aydınlatıcı', 'Brightening'], ['Yaşlanma Karşıtı', 'Anti-Ageing']],
    attributes: [['attr_skin_type', [['Tüm Ciltler', 'All Skin Types'], ['Kuru Cilt', 'Dry Skin'], ['Yağlı Cilt', 'Oily Skin'], ['Karma Cilt', 'Combination Skin']]], ['attr_volume', same('50 ml', '100 ml', '200 ml')]],
  },
  fitness: {
    kind: 'general', group: 'sport', shape: 'box', priceTry: [150, 4000], hsCode: '9506.91', palette: PALETTES.bright, colourVariants: true,
    adjectives: [['Kaymaz', 'Non-Slip'], ['Profesyonel', 'Professional'], ['Ayarlanabilir', 'Adjustable'], ['Hafif', 'Lightweight']],
    attributes: [['attr_material', [['Kauçuk', 'Rubber'], ['TPE', 'TPE'], ['Döküm Demir', 'Cast Iron'], ['Neopren', 'Neoprene']]]],
  },
  outdoor: {
    kind: 'general', group: 'sport', shape: 'bottle', priceTry: [200, 9000], hsCode: '6306.22', palette: PALETTES.fashion, colourVariants: true,
    adjectives: [['Su Geçirmez', 'Waterproof'], ['Çelik', 'Steel'], ['Dört Mevsim', 'Four-Season'], ['Katlanabilir', 'Foldable']],
    attributes: [['attr_capacity', [['500 ml', '500 ml'], ['1 L', '1 L'], ['2 Kişilik', '2 Person'], ['4 Kişilik', '4 Person']]], ['attr_material', [['Paslanmaz Çelik', 'Stainless Steel'], ['Polyester', 'Polyester'], ['Naylon', 'Nylon']]]],
  },
  books: {
    kind: 'general', group: 'books', shape: 'book', priceTry: [40, 650], hsCode: '4901.99', palette: PALETTES.bright, colourVariants: false,
    adjectives: [['Çok Satan', 'Bestselling'], ['Ödüllü', 'Award-Winning'], ['Resimli', 'Illustrated'], ['Klasik', 'Classic'], ['Ciltli', 'Hardcover']],
    attributes: [['attr_language', [['Türkçe', 'Turkish'], ['İngilizce', 'English']]], ['attr_pages', same('96', '184', '256', '320', '448', '612')]],
  },
  stationery: {
    kind: 'general', group: 'books', shape: 'book', priceTry: [25, 900], hsCode: '4820.10', palette: PALETTES.bright, colourVariants: true,
    adjectives: [['Çizgili', 'Lined'], ['Kareli', 'Squared'], ['Spiralli', 'Spiral'], ['Dolma', 'Fountain'], ['Jel', 'Gel']],
    attributes: [['attr_material', [['Geri Dönüştürülmüş Kâğıt', 'Recycled Paper'], ['Metal', 'Metal'], ['Plastik', 'Plastic']]]],
  },
  toys: {
    kind: 'general', group: 'toys', shape: 'box', priceTry: [80, 3500], hsCode: '9503.00', palette: PALETTES.bright, colourVariants: true,
    adjectives: [['Eğitici', 'Educational'], ['Renkli', 'Colourful'], ['Sesli', 'Musical'], ['Ahşap', 'Wooden'], ['Yumuşacık', 'Extra-Soft']],
    attributes: [['attr_age', [['0-3 Yaş', 'Ages 0-3'], ['3+ Yaş', 'Ages 3+'], ['6+ Yaş', 'Ages 6+'], ['8+ Yaş', 'Ages 8+']]], ['attr_material', [['Ahşap', 'Wood'], ['Plastik', 'Plastic'], ['Peluş', 'Plush']]]],
  },
  jewellery: {
    kind: 'general', group: 'jewellery', shape: 'ring', priceTry: [150, 12000], hsCode: '7113.11', palette: PALETTES.metal, colourVariants: true,
    adjectives: [['Taşlı', 'Stone-Set'], ['Zirkon Taşlı', 'Zircon'], ['İnce', 'Dainty'], ['Zincir', 'Chain'], ['Minimal', 'Minimal']],
    attributes: [['attr_material', [['925 Ayar Gümüş', '925 Sterling Silver'], ['Çelik', 'Steel'], ['Altın Kaplama', 'Gold Plated']]]],
  },
  accessories: {
    kind: 'general', group: 'fashion', shape: 'glasses', priceTry: [150, 4500], hsCode: '4202.31', palette: PALETTES.fashion, colourVariants: true,
    adjectives: [['Polarize', 'Polarised'], ['Hakiki Deri', 'Genuine Leather'], ['Unisex', 'Unisex'], ['Vintage', 'Vintage']],
    attributes: [['attr_material', [['Deri', 'Leather'], ['Metal', 'Metal'], ['Asetat', 'Acetate'], ['Silikon', 'Silicone']]]],
  },
} satisfies Record<string, ProductFamily>;

import { FAMILIES, MEN_SHOE_SIZES, WOMEN_SHOE_SIZES, type ProductFamily, type ProductShape } from './product-families.js';
import { slugify } from './slug.js';
import type { Text } from './vocabulary.js';

/** A category that holds products: its product type doubles as the noun of product names. */
interface LeafNode {
  name: Text;
  type: Text;
  family: ProductFamily;
  shape?: ProductShape;
  sizes?: readonly string[];
}
interface BranchNode {
  name: Text;
  children: readonly (BranchNode | LeafNode)[];
}
/** Top categories carry fixed ids: the footer and tests refer to them (62 has its own test ids, S9.10). */
interface TopNode extends BranchNode {
  id: number;
}

const leaf = (tr: string, en: string, type: Text, family: ProductFamily, extra: Partial<LeafNode> = {}): LeafNode =>
  ({ name: [tr, en], type, family, ...extra });
const branch = (tr: string, en: string, ...children: (BranchNode | LeafNode)[]): BranchNode => ({ name: [tr, en], children });

const WRISTWATCH: Text = ['Kol Saati', 'Wristwatch'];
const F = FAMILIES;

/** The demo shop's category tree, three levels under every top category. Only append: ids follow this order. */
export const CATEGORY_TREE: readonly TopNode[] = [
  { id: 1, ...branch('Saat', 'Watches',
    branch('Erkek Saat', "Men's Watches",
      leaf('Erkek Kol Saati', "Men's Wristwatches", WRISTWATCH, F.menWatch),
      leaf('Kronograf Saat', 'Chronograph Watches', ['Kronograf Saat', 'Chronograph Watch'], F.menChrono),
      leaf('Spor Saat', 'Sports Watches', ['Spor Saat', 'Sports Watch'], F.sportsWatch)),
    branch('Kadın Saat', "Women's Watches",
      leaf('Kadın Kol Saati', "Women's Wristwatches", WRISTWATCH, F.womenWatch),
      leaf('Taşlı Saat', 'Jewelled Watches', ['Taşlı Saat', 'Jewelled Watch'], F.womenWatch),
      leaf('Bileklik Saat', 'Bracelet Watches', ['Bileklik Saat', 'Bracelet Watch'], F.womenWatch)),
    branch('Akıllı Saat', 'Smart Watches',
      leaf('Spor Akıllı Saat', 'Sports Smartwatches', ['Akıllı Saat', 'Smartwatch'], F.smartWatch),
      leaf('Çocuk Akıllı Saat', "Kids' Smartwatches", ['Akıllı Saat', 'Smartwatch'], F.kidsSmartWatch),
      leaf('Akıllı Bileklik', 'Fitness Bands', ['Akıllı Bileklik', 'Fitness Band'], F.fitnessBand)),
    branch('Klasik Saat', 'Classic Watches',
      leaf('Otomatik Saat', 'Automatic Watches', ['Otomatik Saat', 'Automatic Watch'], F.classicWatch),
      leaf('Deri Kordonlu Saat', 'Leather Strap Watches', WRISTWATCH, F.classicWatch),
      leaf('Cep Saati', 'Pocket Watches', ['Cep Saati', 'Pocket Watch'], F.pocketWatch),
      leaf('Vintage Saat', 'Vintage Watches', WRISTWATCH, F.classicWatch))) },
  { id: 2, ...branch('Elektronik', 'Electronics',
    branch('Telefon Aksesuarları', 'Phone Accessories',
      leaf('Kulaklık', 'Headphones', ['Kulaklık', 'Headphones'], F.audio),
      leaf('Powerbank', 'Power Banks', ['Powerbank', 'Power Bank'], F.gadget),
      leaf('Telefon Kılıfı', 'Phone Cases', ['Telefon Kılıfı', 'Phone Case'], F.gadget)),
    branch('Bilgisayar Aksesuarları', 'Computer Accessories',
      leaf('Klavye', 'Keyboards', ['Klavye', 'Keyboard'], F.gadget),
      leaf('Mouse', 'Mice', ['Mouse', 'Mouse'], F.gadget)),
    branch('Ses Sistemleri', 'Audio',
      leaf('Bluetooth Hoparlör', 'Bluetooth Speakers', ['Hoparlör', 'Speaker'], F.audio, { shape: 'device' }),
      leaf('Kulak İçi Kulaklık', 'In-Ear Headphones', ['Kulak İçi Kulaklık', 'Earbuds'], F.audio))) },
  { id: 3, ...branch('Ev & Yaşam', 'Home & Living',
    branch('Mutfak', 'Kitchen',
      leaf('Kahve Makinesi', 'Coffee Machines', ['Kahve Makinesi', 'Coffee Machine'], F.kitchen),
      leaf('Tencere Seti', 'Cookware Sets', ['Tencere Seti', 'Cookware Set'], F.kitchen),
      leaf('Çay Makinesi', 'Tea Makers', ['Çay Makinesi', 'Tea Maker'], F.kitchen)),
    branch('Ev Tekstili', 'Home Textiles',
      leaf('Nevresim Takımı', 'Duvet Cover Sets', ['Nevresim Takımı', 'Duvet Cover Set'], F.textile),
      leaf('Havlu', 'Towels', ['Havlu', 'Towel'], F.textile)),
    branch('Dekorasyon', 'Decoration',
      leaf('Duvar Saati', 'Wall Clocks', ['Duvar Saati', 'Wall Clock'], F.decor),
      leaf('Kokulu Mum', 'Scented Candles', ['Kokulu Mum', 'Scented Candle'], F.decor, { shape: 'bottle' }))) },
  { id: 4, ...branch('Moda', 'Fashion',
    branch('Kadın Giyim', "Women's Clothing",
      leaf('Elbise', 'Dresses', ['Elbise', 'Dress'], F.apparel),
      leaf('Kadın Tişört', "Women's T-Shirts", ['Tişört', 'T-Shirt'], F.apparel),
      leaf('Gömlek', 'Blouses & Shirts', ['Gömlek', 'Shirt'], F.apparel)),
    branch('Erkek Giyim', "Men's Clothing",
      leaf('Erkek Tişört', "Men's T-Shirts", ['Tişört', 'T-Shirt'], F.apparel),
      leaf('Sweatshirt', 'Sweatshirts', ['Sweatshirt', 'Sweatshirt'], F.apparel),
      leaf('Erkek Gömlek', "Men's Shirts", ['Gömlek', 'Shirt'], F.apparel))) },
  { id: 5, ...branch('Ayakkabı', 'Shoes',
    branch('Erkek Ayakkabı', "Men's Shoes",
      leaf('Erkek Spor Ayakkabı', "Men's Sneakers", ['Spor Ayakkabı', 'Sneakers'], F.shoes),
      leaf('Klasik Ayakkabı', 'Dress Shoes', ['Klasik Ayakkabı', 'Dress Shoes'], F.shoes)),
    branch('Kadın Ayakkabı', "Women's Shoes",
      leaf('Topuklu Ayakkabı', 'Heels', ['Topuklu Ayakkabı', 'Heels'], F.shoes, { sizes: WOMEN_SHOE_SIZES }),
      leaf('Babet', 'Ballet Flats', ['Babet', 'Ballet Flats'], F.shoes, { sizes: WOMEN_SHOE_SIZES }),
      leaf('Kadın Bot', "Women's Boots", ['Bot', 'Boots'], F.shoes, { sizes: WOMEN_SHOE_SIZES })),
    branch('Spor Ayakkabı', 'Sports Shoes',
      leaf('Koşu Ayakkabısı', 'Running Shoes', ['Koşu Ayakkabısı', 'Running Shoes'], F.shoes, { sizes: MEN_SHOE_SIZES }),
      leaf('Yürüyüş Ayakkabısı', 'Hiking Shoes', ['Yürüyüş Ayakkabısı', 'Hiking Shoes'], F.shoes))) },
  { id: 6, ...branch('Kozmetik', 'Beauty',
    branch('Parfüm', 'Perfume',
      leaf('Kadın Parfüm', "Women's Perfume", ['Kadın Parfüm', "Women's Perfume"], F.fragrance),
      leaf('Erkek Parfüm', "Men's Perfume", ['Erkek Parfüm', "Men's Perfume"], F.fragrance)),
    branch('Cilt Bakımı', 'Skin Care',
      leaf('Nemlendirici', 'Moisturisers', ['Nemlendirici Krem', 'Moisturiser'], F.skincare),
      leaf('Güneş Kremi', 'Sunscreen', ['Güneş Kremi', 'Sunscreen'], F.skincare),
      leaf('Yüz Serumu', 'Face Serums', ['Yüz Serumu', 'Face Serum'], F.skincare))) },
  { id: 7, ...branch('Spor & Outdoor', 'Sports & Outdoor',
    branch('Fitness', 'Fitness',
      leaf('Yoga Matı', 'Yoga Mats', ['Yoga Matı', 'Yoga Mat'], F.fitness),
      leaf('Dambıl', 'Dumbbells', ['Dambıl Seti', 'Dumbbell Set'], F.fitness)),
    branch('Kamp', 'Camping',
      leaf('Çadır', 'Tents', ['Kamp Çadırı', 'Camping Tent'], F.outdoor, { shape: 'box' }),
      leaf('Termos', 'Flasks', ['Termos', 'Flask'], F.outdoor))) },
  { id: 8, ...branch('Kitap & Kırtasiye', 'Books & Stationery',
    branch('Kitap', 'Books',
      leaf('Roman', 'Novels', ['Roman', 'Novel'], F.books),
      leaf('Çocuk Kitapları', "Children's Books", ['Çocuk Kitabı', "Children's Book"], F.books),
      leaf('Kişisel Gelişim', 'Self-Help', ['Kişisel Gelişim Kitabı', 'Self-Help Book'], F.books)),
    branch('Kırtasiye', 'Stationery',
      leaf('Defter', 'Notebooks', ['Defter', 'Notebook'], F.stationery),
      leaf('Kalem', 'Pens', ['Kalem', 'Pen'], F.stationery, { shape: 'box' }))) },
  { id: 9, ...branch('Oyuncak', 'Toys',
    branch('Eğitici Oyuncak', 'Educational Toys',
      leaf('Yapboz', 'Puzzles', ['Yapboz', 'Puzzle'], F.toys),
      leaf('Yapı Oyuncakları', 'Building Sets', ['Yapı Seti', 'Building Set'], F.toys)),
    branch('Peluş Oyuncak', 'Plush Toys',
      leaf('Peluş Ayı', 'Teddy Bears', ['Peluş Ayı', 'Teddy Bear'], F.toys),
      leaf('Peluş Figür', 'Plush Figures', ['Peluş Figür', 'Plush Figure'], F.toys))) },
  { id: 62, ...branch('Takı & Aksesuar', 'Jewellery & Accessories',
    branch('Takı', 'Jewellery',
      leaf('Kolye', 'Necklaces', ['Kolye', 'Necklace'], F.jewellery),
      leaf('Bileklik', 'Bracelets', ['Bileklik', 'Bracelet'], F.jewellery),
      leaf('Yüzük', 'Rings', ['Yüzük', 'Ring'], F.jewellery)),
    branch('Aksesuar', 'Accessories',
      leaf('Güneş Gözlüğü', 'Sunglasses', ['Güneş Gözlüğü', 'Sunglasses'], F.accessories),
      leaf('Cüzdan', 'Wallets', ['Cüzdan', 'Wallet'], F.accessories, { shape: 'box' }),
      leaf('Saat Kordonu', 'Watch Straps', ['Saat Kordonu', 'Watch Strap'], F.accessories, { shape: 'band' }))) },
];

/** A category row as the seed writes it. */
export interface CategoryRecord {
  id: number;
  parentId: number | null;
  name: Text;
  slug: Text;
  path: number[];
  depth: number;
  sortOrder: number;
  routePath: Text;
}

/** A category products are filed under, with what the generator needs to invent them. */
export interface LeafCategory {
  id: number;
  /** Id of its top category (the root of its path). */
  topId: number;
  /** Index into PRODUCT_TYPES. */
  typeId: number;
  family: ProductFamily;
  shape: ProductShape;
  sizes?: readonly string[];
  type: Text;
}

export interface CatalogueTree {
  categories: CategoryRecord[];
  leaves: LeafCategory[];
  productTypes: { id: number; code: string; name: Text }[];
}

const isLeaf = (node: BranchNode | LeafNode): node is LeafNode => 'family' in node;

/**
 * Numbers the tree depth-first (tops keep their fixed ids, the rest count up from 10 past any
 * fixed id) and derives paths, depths (top = 1) and route paths:
 * "/saat/erkek-saat-c-12", "/en/watches/mens-watches-c-12".
 */
export function buildCatalogueTree(): CatalogueTree {
  const reserved = new Set(CATEGORY_TREE.map((top) => top.id));
  let nextId = 10;
  const allocate = () => {
    while (reserved.has(nextId)) nextId++;
    return nextId++;
  };
  const categories: CategoryRecord[] = [];
  const leaves: LeafCategory[] = [];
  const typeIds = new Map<string, { id: number; code: string; name: Text }>();

  const visit = (node: BranchNode | LeafNode, id: number, parent: CategoryRecord | null, sortOrder: number) => {
    const slug: Text = [slugify(node.name[0]), slugify(node.name[1])];
    const path = [...(parent?.path ?? []), id];
    const parentSlugs = parent ? parent.routePath.map((route) => route.replace(/-c-\d+$/, '')) : ['', '/en'];
    const record: CategoryRecord = {
      id, parentId: parent?.id ?? null, name: node.name, slug, path, depth: path.length, sortOrder,
      routePath: [`${parentSlugs[0]}/${slug[0]}-c-${id}`, `${parentSlugs[1]}/${slug[1]}-c-${id}`],
    };
    categories.push(record);
    if (isLeaf(node)) {
      const code = slugify(node.type[1]);
      if (!typeIds.has(code)) typeIds.set(code, { id: typeIds.size + 1, code, name: node.type });
      leaves.push({ id, topId: path[0], typeId: typeIds.get(code)!.id, family: node.family, shape: node.shape ?? node.family.shape, sizes: node.sizes ?? node.family.sizes, type: node.type });
      return;
    }
    node.children.forEach((child, index) => visit(child, allocate(), record, index + 1));
  };
  CATEGORY_TREE.forEach((top, index) => visit(top, top.id, null, index + 1));
  return { categories, leaves, productTypes: [...typeIds.values()] };
}

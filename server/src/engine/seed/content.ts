import { BannerContainer, SHOW_IN_FOOTER_MENU_TAG } from '../../../../contracts/enums.js';
import type { CategoryRecord } from './category-tree.js';
import { TREE } from './product-plan.js';
import type { Text } from './vocabulary.js';
import { SERVICE_HOURS } from '../../../../contracts/site/service-hours.js';
import { CORPORATE_PAGE_SLUGS, corporatePagePath } from '../../../../contracts/site/corporate-pages.js';

/** A banner row (table banner); `extension` holds extension_data_tr and _en. */
export interface BannerRecord {
  id: number; key: string; name: Text; description?: Text; imageLink?: string;
  /** The link, and its English form where that is not the Turkish one under /en (column target_link_en). */
  targetLink?: string; targetLinkEn?: string;
  containerIds: number[]; tagIds: number[]; sortOrder: number; extension: readonly [tr: object, en: object];
}

/** A header menu row (table menu_item). */
export interface MenuRecord {
  id: number; parentId: number | null; key: string; name: Text; className: string | null; sortOrder: number;
  extension: readonly [tr: object, en: object];
}

/** Tag 9 = "Show in Footer Menu" (S9.10). */
const SHOW_IN_FOOTER_MENU = SHOW_IN_FOOTER_MENU_TAG;
/** Container of the footer's legal links. */
export const LEGAL_LINKS_CONTAINER = BannerContainer.LegalLinks;

const byId = new Map(TREE.categories.map((category) => [category.id, category]));
const category = (id: number): CategoryRecord => {
  const found = byId.get(id);
  if (!found) throw new Error(`seed content refers to a missing category ${id}`);
  return found;
};
const categoryNamed = (tr: string) => TREE.categories.find((item) => item.name[0] === tr) ?? category(-1);

/** Builds the banners; `sortOrder` follows the order of each group. */
export function buildBanners(): BannerRecord[] {
  const banners: BannerRecord[] = [];
  const add = (banner: Omit<BannerRecord, 'id' | 'tagIds' | 'sortOrder'> & { tagIds?: number[] }, sortOrder: number) =>
    banners.push({ tagIds: [], ...banner, id: banners.length + 1, sortOrder });

  // A slide that promises lower prices opens its category's discounted products, best discount first (the list's own filter and sort).
  const DEALS = '?discounted=1&sort=discount';
  const slides = (containerId: number, items: [key: string, title: Text, className: string, categoryName: string, deals?: 'deals'][]) =>
    items.forEach(([key, title, className, categoryName, deals], index) => {
      const target = categoryNamed(categoryName);
      const link = (culture: 0 | 1) => `${target.routePath[culture]}${deals ? DEALS : ''}`;
      const media = (culture: 0 | 1) => ({
        MediaItems: [{
          Title: title[culture], ClassName: className,
          DesktopImage: `/media/banners/${key}-desktop.svg`, MobileImage: `/media/banners/${key}-mobile.svg`,
          MobileRetina: `/media/banners/${key}-mobile@2x.svg`, Link: link(culture),
        }],
      });
      add({ key, name: title, targetLink: link(0), containerIds: [containerId], extension: [media(0), media(1)] }, index + 1);
    });

  slides(1, [
    ['hero-new-season-watches', ['Yeni Sezon Saatler', 'New Season Watches'], 'slide-dark', 'Saat'],
    ['hero-smart-watches', ['Akıllı Saatlerde Büyük Fırsat', 'Big Deals on Smartwatches'], 'slide-light', 'Akıllı Saat', 'deals'],
    ['hero-classic-watches', ['Zamansız Şıklık: Klasik Saatler', 'Timeless Style: Classic Watches'], 'slide-dark', 'Klasik Saat'],
    ['hero-summer-fashion', ['Yaz Modası Şimdi Vitrinde', 'Summer Fashion, Now in Store'], 'slide-light', 'Moda'],
  ]);
  slides(2, [
    ['tile-womens-watches', ['Kadın Saatlerinde %30’a Varan İndirim', 'Up to 30% off Women’s Watches'], 'tile-wide', 'Kadın Saat', 'deals'],
    ['tile-headphones', ['Kulaklıklarda Kaçırılmayacak Fiyatlar', 'Headphone Prices You Can’t Miss'], 'tile', 'Kulaklık'],
    ['tile-sneakers', ['Spor Ayakkabıda Yeni Gelenler', 'New In: Sneakers'], 'tile', 'Erkek Spor Ayakkabı'],
    ['tile-jewellery', ['Işıl Işıl Takılar', 'Sparkling Jewellery'], 'tile-wide', 'Takı & Aksesuar'],
  ]);

  const searches: Text[] = [
    ['akıllı saat', 'smartwatch'], ['erkek kol saati', 'mens watch'], ['kadın saat', 'womens watch'], ['otomatik saat', 'automatic watch'],
    ['çelik kordon', 'steel bracelet'], ['kulaklık', 'headphones'], ['spor ayakkabı', 'sneakers'], ['parfüm', 'perfume'],
  ];
  const buttonSet = (culture: 0 | 1) => ({
    ButtonSetListLocalized: searches.map((term) => ({ Title: term[culture], Link: `${culture ? '/en' : ''}/search?q=${encodeURIComponent(term[culture])}` })),
  });
  add({ key: 'popular-searches', name: ['Popüler Aramalar', 'Popular Searches'], containerIds: [10], extension: [buttonSet(0), buttonSet(1)] }, 1);

  const features: [key: string, name: Text, description: Text][] = [
    ['free-shipping', ['Ücretsiz Kargo', 'Free Shipping'], ['Saatlerde 500 ₺ ve üzeri siparişlerde', 'On watch orders over ₺500']],
    ['easy-returns', ['Kolay İade', 'Easy Returns'], ['14 gün içinde ücretsiz iade', 'Free returns within 14 days']],
    ['secure-payment', ['Güvenli Ödeme', 'Secure Payment'], ['256 bit SSL ile korunan ödeme', 'Payments protected by 256-bit SSL']],
    ['support', ['Her Gün Destek', 'Support Every Day'], [`Her gün ${SERVICE_HOURS} arası yanınızdayız`, `With you every day, ${SERVICE_HOURS}`]],
  ];
  features.forEach(([key, name, description], index) =>
    add({ key, name, description, imageLink: `/media/icons/${key}.svg`, containerIds: [13], extension: [{}, {}] }, index + 1));

  const social: [key: string, name: string, url: string][] = [
    ['youtube', 'YouTube', 'https://www.youtube.com/@vitrin'],
    ['facebook', 'Facebook', 'https://www.facebook.com/vitrin'],
    ['instagram', 'Instagram', 'https://www.instagram.com/vitrin'],
    ['x', 'X', 'https://x.com/vitrin'],
  ];
  social.forEach(([key, name, url], index) =>
    add({ key, name: [name, name], imageLink: `/media/icons/${key}.svg`, targetLink: url, containerIds: [14], extension: [{}, {}] }, index + 1));

  // Corporate pages: each language's link leads to the page's slug in that language (issue 32 item 14).
  const legal: [key: string, name: Text, slugs: Record<'tr' | 'en', string>][] = [
    ['kvkk', ['KVKK Aydınlatma Metni', 'Privacy Notice (KVKK)'], CORPORATE_PAGE_SLUGS.kvkk],
    ['privacy-policy', ['Gizlilik Politikası', 'Privacy Policy'], CORPORATE_PAGE_SLUGS.privacyPolicy],
    ['cookie-policy', ['Çerez Politikası', 'Cookie Policy'], CORPORATE_PAGE_SLUGS.cookiePolicy],
    ['distance-sales', ['Mesafeli Satış Sözleşmesi', 'Distance Sales Agreement'], CORPORATE_PAGE_SLUGS.distanceSales],
  ];
  legal.forEach(([key, name, slugs], index) => add({
    key, name, targetLink: corporatePagePath('tr', slugs.tr), targetLinkEn: corporatePagePath('en', slugs.en),
    containerIds: [LEGAL_LINKS_CONTAINER], tagIds: [SHOW_IN_FOOTER_MENU], extension: [{}, {}],
  }, index + 1));
  return banners;
}

/**
 * The header mega-menu: "Menu LeftColumn" first, then every top category with its children and
 * grandchildren, then "Mobile Menu" (S3 Menu category).
 */
export function buildMenu(): MenuRecord[] {
  const items: MenuRecord[] = [];
  const add = (item: Omit<MenuRecord, 'id'>) => {
    items.push({ ...item, id: items.length + 1 });
    return items.length;
  };
  const links = (parentId: number, entries: [key: string, name: Text, link: Text, extra: object][]) =>
    entries.forEach(([key, name, link, extra], index) => add({
      parentId, key, name, className: null, sortOrder: index + 1,
      extension: [{ Menu: { Link: link[0], ...extra } }, { Menu: { Link: link[1], ...extra } }],
    }));
  const route = (name: string): Text => categoryNamed(name).routePath;

  const left = add({ parentId: null, key: 'Menu LeftColumn', name: ['Öne Çıkanlar', 'Highlights'], className: 'menu-left-column', sortOrder: 0, extension: [{}, {}] });
  links(left, [
    ['left-deals', ['Fırsat Saatleri', 'Watch Deals'], route('Saat'), { Color: '#c62f2f', ImageIcon: '/media/icons/deal.svg' }],
    ['left-smart', ['Akıllı Saatler', 'Smartwatches'], route('Akıllı Saat'), { Color: '#2f6fd6', ImageIcon: '/media/icons/smart.svg' }],
    ['left-gifts', ['Hediye Rehberi', 'Gift Guide'], route('Takı & Aksesuar'), { Color: '#6d3fa0', ImageIcon: '/media/icons/gift.svg' }],
    // A new window and nofollow, as a merchant may set them (S2.27).
    ['left-blog', ['Saat Rehberi Blogu', 'Watch Guide Blog'], ['/blog', '/en/blog'], { Target: '_blank', NoFollow: true, ImageIcon: '/media/icons/blog.svg' }],
  ]);

  const tops = TREE.categories.filter((item) => item.parentId === null);
  const children = (parentId: number) => TREE.categories.filter((item) => item.parentId === parentId);
  tops.forEach((top, index) => {
    const menu = (culture: 0 | 1) => ({
      Menu: { Link: top.routePath[culture], Media: `/media/categories/${top.id}.svg` },
      ButtonSet: { Link: top.routePath[culture], ImageIcon: '/media/icons/arrow-right.svg' },
    });
    const topId = add({ parentId: null, key: `category-${top.id}`, name: top.name, className: `menu-${top.slug[1]}`, sortOrder: index + 1, extension: [menu(0), menu(1)] });
    children(top.id).forEach((child, childIndex) => {
      const childId = add({
        parentId: topId, key: `category-${child.id}`, name: child.name, className: null, sortOrder: childIndex + 1,
        extension: [{ Menu: { Link: child.routePath[0] } }, { Menu: { Link: child.routePath[1] } }],
      });
      children(child.id).forEach((grandchild, grandIndex) => add({
        parentId: childId, key: `category-${grandchild.id}`, name: grandchild.name, className: null, sortOrder: grandIndex + 1,
        extension: [{ Menu: { Link: grandchild.routePath[0] } }, { Menu: { Link: grandchild.routePath[1] } }],
      }));
    });
  });

  const mobile = add({ parentId: null, key: 'Mobile Menu', name: ['Mobil Menü', 'Mobile Menu'], className: 'menu-mobile', sortOrder: tops.length + 1, extension: [{}, {}] });
  links(mobile, [
    ['mobile-order-track', ['Sipariş Takibi', 'Order Tracking'], ['/siparis-takip', '/en/order-track'], { ImageIcon: '/media/icons/order-track.svg' }],
    ['mobile-account', ['Hesabım', 'My Account'], ['/u/info', '/en/u/info'], { ImageIcon: '/media/icons/account.svg' }],
    ['mobile-favourites', ['Favorilerim', 'My Favourites'], ['/u/favorites', '/en/u/favorites'], { ImageIcon: '/media/icons/favourites.svg' }],
    ['mobile-sign-in', ['Giriş Yap', 'Sign In'], ['/login?action=login', '/en/login?action=login'], { ImageIcon: '/media/icons/sign-in.svg' }],
  ]);
  return items;
}

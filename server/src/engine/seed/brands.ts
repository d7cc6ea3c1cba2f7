/** Which kinds of goods a brand makes: a family only draws brands of its group. */
export type BrandGroup = 'watch' | 'smart' | 'audio' | 'electronics' | 'home' | 'fashion' | 'shoes' | 'beauty' | 'sport' | 'books' | 'toys' | 'jewellery';

/** Invented brand names; ids follow the list order from 1, so never reorder (only append). */
export const BRANDS: readonly { name: string; groups: readonly BrandGroup[] }[] = [
  { name: 'Kronos', groups: ['watch'] },
  { name: 'Tempora', groups: ['watch'] },
  { name: 'Aurelia', groups: ['watch', 'jewellery'] },
  { name: 'Meridyen', groups: ['watch'] },
  { name: 'Zamanex', groups: ['watch', 'smart'] },
  { name: 'Galata Saat', groups: ['watch'] },
  { name: 'Boğaziçi Horloj', groups: ['watch'] },
  { name: 'Nordik Time', groups: ['watch'] },
  { name: 'Lumina', groups: ['watch', 'jewellery'] },
  { name: 'Orbis', groups: ['watch', 'smart'] },
  { name: 'Solaris', groups: ['watch'] },
  { name: 'Vektör', groups: ['watch', 'smart', 'electronics'] },
  { name: 'Pulsetta', groups: ['smart', 'sport'] },
  { name: 'Atlas Watch Co.', groups: ['watch'] },
  { name: 'Sonex', groups: ['audio', 'electronics'] },
  { name: 'Voltaj', groups: ['electronics', 'audio', 'home'] },
  { name: 'Dalga Audio', groups: ['audio'] },
  { name: 'Pixelon', groups: ['electronics', 'smart'] },
  { name: 'Evim', groups: ['home'] },
  { name: 'Lina Home', groups: ['home'] },
  { name: 'Çınar Mutfak', groups: ['home'] },
  { name: 'Pamukkale Tekstil', groups: ['home', 'fashion'] },
  { name: 'Modaist', groups: ['fashion'] },
  { name: 'Urbanwear', groups: ['fashion', 'shoes'] },
  { name: 'Ege Giyim', groups: ['fashion'] },
  { name: 'Adım', groups: ['shoes'] },
  { name: 'Yürüyüş', groups: ['shoes', 'sport'] },
  { name: 'Lavanta Kozmetik', groups: ['beauty'] },
  { name: 'Gülçiçeği', groups: ['beauty'] },
  { name: 'Zirve Outdoor', groups: ['sport'] },
  { name: 'Kampçı', groups: ['sport'] },
  { name: 'Defne Yayınları', groups: ['books'] },
  { name: 'Kalemtraş', groups: ['books'] },
  { name: 'Minik Adımlar', groups: ['toys'] },
  { name: 'Oyunbaz', groups: ['toys'] },
  { name: 'Işıl Takı', groups: ['jewellery'] },
  { name: 'Deriden', groups: ['jewellery', 'fashion'] },
];

/** Brand ids (1-based) of each group, computed once. */
export const BRAND_IDS_BY_GROUP: ReadonlyMap<BrandGroup, readonly number[]> = (() => {
  const byGroup = new Map<BrandGroup, number[]>();
  BRANDS.forEach((brand, index) => {
    for (const group of brand.groups) byGroup.set(group, [...(byGroup.get(group) ?? []), index + 1]);
  });
  return byGroup;
})();

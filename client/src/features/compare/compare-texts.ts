import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** The compare page's texts: they come with its chunk, not with the first page load. */
export const COMPARE_PAGE_TEXTS = defineTexts({
  tr: {
    back: 'Geri dön',
    empty: 'Karşılaştırılacak ürün yok.',
    price: 'Fiyat',
    oldPrice: 'Eski fiyat',
    brand: 'Marka',
    removeOf: 'Karşılaştırmadan çıkar: {name}',
    addToCart: 'Sepete ekle',
    addToCartOf: '{name} ürününü sepete ekle',
    chooseSize: 'Beden seç',
    chooseSizeOf: '{name} için beden seç',
  },
  en: {
    back: 'Go back',
    empty: 'No products to compare.',
    price: 'Price',
    oldPrice: 'Was',
    brand: 'Brand',
    removeOf: 'Remove from comparison: {name}',
    addToCart: 'Add to cart',
    addToCartOf: 'Add {name} to the cart',
    chooseSize: 'Choose a size',
    chooseSizeOf: 'Choose a size of {name}',
  },
});

export const useComparePageT = () => useFeatureT(COMPARE_PAGE_TEXTS);

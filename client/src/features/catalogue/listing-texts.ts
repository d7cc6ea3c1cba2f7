import { defineTexts, useFeatureT } from '../../i18n/feature-texts';

/** The product lists' texts (category, brand, type and search pages): they come with the list's chunk, not the first page load. */
export const LISTING_TEXTS = defineTexts({
  tr: {
    resultCount: '{count} ürün',
    filters: 'Filtreler',
    sortLabel: 'Sıralama',
    sortRelevance: 'Önerilen',
    sortPriceAsc: 'En düşük fiyat',
    sortPriceDesc: 'En yüksek fiyat',
    sortNewest: 'En yeniler',
    sortDiscount: 'En yüksek indirim',
    activeFilters: 'Seçili filtreler',
    removeFilter: '{label} filtresini kaldır',
    category: 'Kategori',
    clearFilters: 'Filtreleri temizle',
    selected: '(seçili)',
    emptyTitle: 'Bu seçimlere uygun ürün bulunamadı',
    emptyText: 'Filtrelerin bir kısmını kaldırarak yeniden deneyin.',
    loadFailed: 'Ürünler şu anda yüklenemedi.',
    pages: 'Sayfalar',
    previous: 'Önceki',
    next: 'Sonraki',
    pageLabel: 'Sayfa {page}',
    priceRange: '{min} - {max}',
    showResults: '{count} ürünü göster',
    closeFilters: 'Filtreleri kapat',
  },
  en: {
    resultCount: '{count} products',
    filters: 'Filters',
    sortLabel: 'Sort by',
    sortRelevance: 'Recommended',
    sortPriceAsc: 'Lowest price',
    sortPriceDesc: 'Highest price',
    sortNewest: 'Newest',
    sortDiscount: 'Biggest discount',
    activeFilters: 'Active filters',
    removeFilter: 'Remove filter {label}',
    category: 'Category',
    clearFilters: 'Clear filters',
    selected: '(selected)',
    emptyTitle: 'No products match these choices',
    emptyText: 'Remove some of the filters and try again.',
    loadFailed: 'The products could not be loaded right now.',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageLabel: 'Page {page}',
    priceRange: '{min} - {max}',
    showResults: 'Show {count} products',
    closeFilters: 'Close filters',
  },
});

export type ListingTextKey = keyof typeof LISTING_TEXTS.tr;

export const useListingT = () => useFeatureT(LISTING_TEXTS);

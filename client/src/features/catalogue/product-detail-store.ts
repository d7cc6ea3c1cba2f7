import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ProductDocumentType } from '../../../../contracts/enums';
import type { StockAvailability } from '../../../../contracts/catalogue/entities';
import type { CategoryRef, Product, ProductDocument, ProductListItem } from '../../../../contracts/product/entities';
import { ApiError, messageOf } from '../../lib/api-client';
import { discountRatio } from '../../lib/money';
import type { LanguageBound } from '../../stores/language-bound';
import type { StoreFactory } from '../../stores/root-store';
import { catalogueApi, type CatalogueApi } from './api';
import { PRODUCT_SEARCH_FAILURE } from './messages';

/** Related products under a product detail. */
export const RELATED_PRODUCTS = 8;

/** One sellable variant as the size picker shows it (S3.03 barcodes, stockTypeValues, stocksByBarcode). */
export interface ProductVariant {
  barcodeId: number;
  /** The size (stockTypeValues name), or null for a product without sizes. */
  size: string | null;
  /** Units over every warehouse. */
  stock: number;
  soldOut: boolean;
}

/** Units in one warehouse (of the chosen variant, or of every variant). */
export interface WarehouseStock { warehouseId: number; name: string; quantity: number }

/** A row of the attributes table. */
export interface AttributeRow { code: string; name: string; value: string }

/** The product detail page: the product, its chosen variant, image and related products. */
export class ProductDetailStore implements LanguageBound {
  product: Product | null = null;
  loading = false;
  /** A failure other than "no such product". */
  error: string | null = null;
  notFound = false;
  selectedBarcodeId: number | null = null;
  activeDocument = 0;
  related: ProductListItem[] = [];
  /** Stock per variant and warehouse (spec §7 Product: stock availabilities); empty until read. */
  availabilities: StockAvailability[] = [];
  private latestRequest = 0;
  /** The product answer whose related products were asked for: a new answer (another product, currency or language) asks again. */
  private relatedOf: Product | null = null;
  /** A load started before the page was drawn (from the route's answer), for the page to take over. */
  private preloaded: { productId: number; request: Promise<void> } | null = null;

  constructor(private readonly api: CatalogueApi) {
    // Answers are replaced, never edited: references only, no deep observables to build.
    makeAutoObservable<ProductDetailStore, 'api' | 'latestRequest' | 'preloaded' | 'relatedOf'>(this, {
      api: false, latestRequest: false, preloaded: false, relatedOf: false, product: observableRef, related: observableRef, availabilities: observableRef,
    });
  }

  /**
   * Starts loading a product the moment its path is known to be a product, while the page's code
   * and first render are still under way (main.tsx); loadForPage takes the request over.
   */
  preload(productId: number): Promise<void> {
    this.preloaded = { productId, request: this.load(productId) };
    return this.preloaded.request;
  }

  /** The page's load: the preloaded request when there is one for this product, else a new one. */
  loadForPage(productId: number): Promise<void> {
    const preloaded = this.preloaded;
    this.preloaded = null;
    return preloaded?.productId === productId ? preloaded.request : this.load(productId);
  }

  async load(productId: number): Promise<void> {
    const request = ++this.latestRequest;
    this.loading = true;
    this.error = null;
    this.notFound = false;
    // Another colour of the shown model stays on screen until its own answer replaces it.
    if (this.product && !this.shows(productId)) {
      this.product = null;
      this.related = [];
      this.availabilities = [];
      this.selectedBarcodeId = null;
      this.activeDocument = 0;
    }
    try {
      const { product } = await this.api.getProduct({ productId });
      runInAction(() => {
        if (request !== this.latestRequest) return;
        const size = this.selectedVariant?.size;
        if (this.product?.id !== product.id) {
          this.activeDocument = 0;
          this.availabilities = [];
        }
        this.product = product;
        // A product with one variant has nothing to pick; a chosen size stays chosen on reload, and
        // in another colour, if still sellable.
        const selected = this.variants.find((variant) => variant.barcodeId === this.selectedBarcodeId)
          ?? (size ? this.variants.find((variant) => variant.size === size) : undefined);
        if (selected && !selected.soldOut) this.selectedBarcodeId = selected.barcodeId;
        else this.selectedBarcodeId = this.variants.length === 1 && !this.variants[0].soldOut ? this.variants[0].barcodeId : null;
      });
      void this.loadAvailabilities(productId, request);
    } catch (error) {
      runInAction(() => {
        if (request !== this.latestRequest) return;
        if (error instanceof ApiError && error.status === 404) this.notFound = true;
        else this.error = messageOf(error, PRODUCT_SEARCH_FAILURE);
      });
    } finally {
      runInAction(() => { if (request === this.latestRequest) this.loading = false; });
    }
  }

  /**
   * The language changed (LanguageBound): the product held is in the old one, so the page waits
   * for its answer in the new one in the skeleton rather than show the old language's name and
   * texts under the new language's page; an answer still on its way in the old language no longer
   * writes. The chosen size stays chosen: its barcode is the same in every language.
   */
  languageChanged(): void {
    this.latestRequest += 1;
    this.preloaded = null;
    this.product = null;
    this.relatedOf = null;
    this.related = [];
    this.availabilities = [];
    this.loading = false;
    this.error = null;
    this.notFound = false;
  }

  /** The shown product is `productId`, or another colour of the same model. */
  shows(productId: number): boolean {
    return this.product?.id === productId || (this.product?.colours?.some((colour) => colour.id === productId) ?? false);
  }

  /**
   * The shown product's related products, asked for by the related row when the shopper scrolls
   * near it (WhenNear), not with the product: a page that is only looked at never asks.
   */
  async loadRelated(): Promise<void> {
    const product = this.product;
    if (!product || this.relatedOf === product) return;
    this.relatedOf = product;
    const request = this.latestRequest;
    try {
      const { products } = await this.api.productRelations(product.id, RELATED_PRODUCTS);
      runInAction(() => { if (request === this.latestRequest) this.related = products; });
    } catch {
      // Related products are a bonus: the page stands without them.
    }
  }

  private async loadAvailabilities(productId: number, request: number): Promise<void> {
    try {
      const { availabilities } = await this.api.stockAvailabilities(productId);
      runInAction(() => { if (request === this.latestRequest) this.availabilities = availabilities; });
    } catch {
      // The per-warehouse view is extra detail: the stock line above already says what can be bought.
    }
  }

  /** Units per warehouse of the chosen variant, or of the whole product while none is chosen. */
  get warehouseStock(): WarehouseStock[] {
    const rows = this.selectedBarcodeId === null ? this.availabilities : this.availabilities.filter((row) => row.stockBarcodeId === this.selectedBarcodeId);
    const byWarehouse = new Map<number, WarehouseStock>();
    for (const row of rows) {
      const entry = byWarehouse.get(row.warehouseId) ?? { warehouseId: row.warehouseId, name: row.warehouseName, quantity: 0 };
      entry.quantity += row.quantity;
      byWarehouse.set(row.warehouseId, entry);
    }
    return [...byWarehouse.values()];
  }

  /** Images and videos, the default image first (S3.05). */
  get gallery(): ProductDocument[] {
    const shown = (this.product?.documents ?? []).filter((document) =>
      document.documentType === ProductDocumentType.Image || document.documentType === ProductDocumentType.Video);
    const isDefaultImage = (document: ProductDocument) => document.isDefault && document.documentType === ProductDocumentType.Image;
    return [...shown.filter(isDefaultImage), ...shown.filter((document) => !isDefaultImage(document))];
  }

  get shownDocument(): ProductDocument | undefined {
    return this.gallery[this.activeDocument] ?? this.gallery[0];
  }

  /** Variants in barcode order; sizes from stockTypeValues, stock summed over warehouses. */
  get variants(): ProductVariant[] {
    const product = this.product;
    if (!product) return [];
    return product.barcodes.map((barcode) => {
      const stock = product.stocksByBarcode.filter((entry) => entry.barcodeId === barcode.id).reduce((sum, entry) => sum + entry.quantity, 0);
      const size = barcode.stockTypeValues.find((value) => value.typeCode === 'size')?.name ?? null;
      return { barcodeId: barcode.id, size, stock, soldOut: stock <= 0 };
    });
  }

  /** Variants that differ by size (the size picker). */
  get sizes(): ProductVariant[] {
    return this.variants.filter((variant) => variant.size !== null);
  }

  get selectedVariant(): ProductVariant | undefined {
    return this.variants.find((variant) => variant.barcodeId === this.selectedBarcodeId);
  }

  get totalStock(): number {
    return this.variants.reduce((sum, variant) => sum + variant.stock, 0);
  }

  get isSoldOut(): boolean {
    return this.product !== null && this.totalStock <= 0;
  }

  /** A size must be picked before the product can go to the cart. */
  get needsSize(): boolean {
    return this.sizes.length > 0 && !this.selectedVariant;
  }

  /** Discount ratio (S9.13): discount ÷ gross × 100, 0 when not discounted. */
  get discountRatio(): number {
    return this.product ? Math.max(0, discountRatio(this.product.basePrice, this.product.salesPrice)) : 0;
  }

  /** The main category's hierarchy, top level first (breadcrumbs). */
  get breadcrumbs(): CategoryRef[] {
    const categories = this.product?.categories ?? [];
    return (categories.find((category) => category.isDefault) ?? categories[0])?.hierarchy ?? [];
  }

  get attributeRows(): AttributeRow[] {
    return (this.product?.attributes ?? [])
      .map((attribute) => ({ code: attribute.integrationCode, name: attribute.name, value: attribute.attributeValues.map((item) => item.value).join(', ') }))
      .filter((row) => row.value !== '');
  }

  /**
   * Badges of the campaigns running on the product (campaignBadges from the campaign service), or
   * else those the merchant put in extensionData.CampaignBadges (names or { name } objects).
   */
  get campaignBadges(): string[] {
    if (this.product?.campaignBadges?.length) return this.product.campaignBadges.map((badge) => badge.name);
    const badges = this.product?.extensionData?.CampaignBadges;
    if (!Array.isArray(badges)) return [];
    return badges.flatMap((badge: unknown) => {
      if (typeof badge === 'string') return [badge];
      if (badge && typeof badge === 'object' && typeof (badge as { name?: unknown }).name === 'string') return [(badge as { name: string }).name];
      return [];
    });
  }

  /** Picks a variant; a sold-out one cannot be picked. */
  selectBarcode(barcodeId: number): void {
    const variant = this.variants.find((candidate) => candidate.barcodeId === barcodeId);
    if (variant && !variant.soldOut) this.selectedBarcodeId = barcodeId;
  }

  showDocument(index: number): void {
    if (index >= 0 && index < this.gallery.length) this.activeDocument = index;
  }
}

/** The product page's store, one at a time (its code comes with the catalogue page's chunk). */
export const productDetailStore: StoreFactory<ProductDetailStore> = (root) => new ProductDetailStore(catalogueApi(root.api));

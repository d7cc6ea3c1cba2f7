import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductDocumentType } from '../../../../../contracts/enums';
import { catalogueNameLanguage } from '../../../../../contracts/localization/name-language';
import type { Product, ProductColour } from '../../../../../contracts/product/entities';
import { routeInfoRequest } from '../../../../../contracts/site/preloaded-answers';
import { PRODUCT_GALLERY_PICTURE, PRODUCT_GALLERY_SIDE } from '../../../../../contracts/image/product-gallery';
import { LazyImage } from '../../../components/lazy-image';
import { WHEN_NEAR_MARGIN } from '../../../components/when-near';
import { OldPrice } from '../../../components/old-price';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { KEEP_SCROLL } from '../../../lib/use-new-page-at-top';
import { trackEcommerce, viewItemPayload } from '../../../lib/analytics';
import { formatMoney } from '../../../lib/money';
import { recordRecentlyViewed } from '../../../lib/recently-viewed';
import { homePath } from '../../../lib/routes';
import { useLazyStore, useStores, useT } from '../../../stores/use-stores';
import { productDetailStore } from '../product-detail-store';
import { ProductCard, swatchProps } from './product-card';
import { RecentlyViewedRow } from './recently-viewed-row';
import { useCardStandInSize } from './use-card-stand-in-size';
import { useItemListView } from './use-item-list-view';

/** Large image box (the server's page head preloads the same picture: PRODUCT_GALLERY_PICTURE). */
const IMAGE = PRODUCT_GALLERY_SIDE;
const THUMB = 80;
/** How far a finger moves sideways on the picture before it counts as a swipe, in CSS pixels. */
const SWIPE_MIN = 40;

export interface ProductDetailProps {
  productId: number;
  /** Called once the product is shown (the page sets its title from it). */
  onLoaded?: (product: Product) => void;
  /** Rendered when the product does not exist (the page's not-found view). */
  notFound: ReactNode;
  /** The favourite and alarm buttons, which belong to the members' feature: the page hands them in. */
  memberActions?: (target: MemberActionTarget) => ReactNode;
}

/** What the member buttons act on: the product, whether it is sold out, the chosen size's barcode. */
export interface MemberActionTarget {
  productId: number;
  isSoldOut: boolean;
  stockBarcodeId?: number;
}

/** The product detail page's content: gallery, price, sizes, stock, buttons, attributes and related products. */
export const ProductDetail = observer(function ProductDetail({ productId, onLoaded, notFound, memberActions }: ProductDetailProps) {
  const { currency, ui } = useStores();
  const detail = useLazyStore(productDetailStore);
  const t = useT();
  const selected = currency.selectedCurrency;

  const selectedId = selected?.id;
  useEffect(() => {
    // Prices follow the active currency and names the language: read again when either changes.
    if (selectedId !== undefined) void detail.loadForPage(productId);
  }, [detail, productId, selectedId, ui.culture]);

  // The page is drawn in the background, in slices, not in one long task when the product lands.
  // Another colour of the model stays drawn while this one loads (the colour picker, Back).
  const product = useDeferredValue(detail.shows(productId) ? detail.product : null);
  useEffect(() => { if (product) onLoaded?.(product); }, [product, onLoaded]);

  // Once per product shown (not again when the currency or language reloads it): view_item and
  // the browser's recently viewed list.
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (!product || !selected || viewed.current === product.id) return;
    viewed.current = product.id;
    recordRecentlyViewed(product.id);
    const code = (currency.byId(product.currencyId) ?? selected).code;
    trackEcommerce('view_item', () => viewItemPayload(product, code));
  }, [product, selected, currency]);

  if (detail.notFound) return <>{notFound}</>;
  if (detail.error && !product) {
    return (
      <div className="inline-error" role="alert">
        <p>{t('product.loadFailed')} {detail.error}</p>
        <button type="button" className="button" onClick={() => void detail.load(productId)}>{t('home.retry')}</button>
      </div>
    );
  }
  if (!product || !selected) return <div className="pdp pdp--loading" aria-busy="true"><span className="visually-hidden">{t('page.loading')}</span></div>;

  const money = currency.byId(product.currencyId) ?? selected;
  return (
    <article className="pdp" data-testid="product-detail">
      <Breadcrumbs />
      <div className="pdp__main">
        <Gallery name={product.name} />
        <div className="pdp__info">
          <p className="pdp__brand" lang={catalogueNameLanguage(product.brand.name)}>{product.brand.name}</p>
          <h1 className="pdp__name">{product.name}</h1>
          <p className="pdp__code">{t('product.code', { code: product.code })}</p>
          {detail.campaignBadges.length || detail.discountRatio > 0 ? (
            <ul className="pdp__badges">
              {detail.discountRatio > 0 ? <li className="badge badge--discount">{t('product.discount', { rate: detail.discountRatio })}</li> : null}
              {detail.campaignBadges.map((badge) => <li key={badge} className="badge" data-testid="pdp-campaign-badge">{badge}</li>)}
            </ul>
          ) : null}
          <p className="pdp__prices">
            {detail.discountRatio > 0 ? <OldPrice className="pdp__old-price" label={t('product.oldPrice')}>{formatMoney(product.basePrice, money, ui.culture)}</OldPrice> : null}
            <strong className="pdp__price" aria-label={t('product.price')} data-testid="pdp-price">{formatMoney(product.salesPrice, money, ui.culture)}</strong>
          </p>
          <ColourPicker />
          <SizePicker />
          <BuyBox memberActions={memberActions} />
        </div>
      </div>
      <Description />
      <Attributes />
      <BelowTheFold>
        <Related />
        <RecentlyViewedRow exclude={(product.colours?.map((colour) => colour.id) ?? [product.id]).join()} />
      </BelowTheFold>
    </article>
  );
});

/**
 * The rows under the product (related, recently viewed), drawn as WhenNear draws a part, but
 * its 600 px look-ahead starts once the shopper scrolls; before that only rows on the screen
 * itself are drawn. On a phone the product's own part is short enough that the look-ahead
 * alone would build and ask for them with the first paint (issue 16 item 6).
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const near = useNearViewport(marker, scrolled ? WHEN_NEAR_MARGIN : '0px');
  useEffect(() => {
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return <div ref={marker} className="when-near" data-when-near="product-rows">{near ? children : null}</div>;
}

const Breadcrumbs = observer(function Breadcrumbs() {
  const { ui } = useStores();
  const detail = useLazyStore(productDetailStore);
  const t = useT();
  const product = detail.product!;
  return (
    <nav className="breadcrumbs" aria-label={t('product.breadcrumb')}>
      <ol>
        <li><Link to={homePath(ui.culture)}>{t('route.home')}</Link></li>
        {detail.breadcrumbs.map((category) => (
          <li key={category.id}>{category.routePath ? <Link to={category.routePath}>{category.name}</Link> : category.name}</li>
        ))}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
});

const Gallery = observer(function Gallery({ name }: { name: string }) {
  const t = useT();
  const detail = useLazyStore(productDetailStore);
  const shown = detail.shownDocument;
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // A phone's shopper swipes the picture sideways for the next or the one before (the thumbnails stay for the others).
  const swipe = (x: number, y: number) => {
    const start = touchStart.current;
    touchStart.current = null;
    const count = detail.gallery.length;
    if (!start || count < 2) return;
    const dx = x - start.x;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(y - start.y)) return;
    detail.showDocument((detail.activeDocument + (dx < 0 ? 1 : count - 1)) % count);
  };
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <div
        className="gallery__stage"
        onTouchStart={(event) => { const touch = event.touches[0]; touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null; }}
        onTouchEnd={(event) => { const touch = event.changedTouches[0]; if (touch) swipe(touch.clientX, touch.clientY); }}
        onTouchCancel={() => { touchStart.current = null; }}
      >
        {/* Named by the product's name in the page's language: a document's own name is stored once, in Turkish (issue 32 item 20). */}
        {shown?.documentType === ProductDocumentType.Video
          ? <video key={shown.filePath} src={shown.filePath} controls playsInline preload="metadata" width={IMAGE} height={IMAGE} aria-label={name} />
          : shown ? <LazyImage key={shown.filePath} src={shown.filePath} alt={name} width={IMAGE} height={IMAGE} className="gallery__image" priority responsive={PRODUCT_GALLERY_PICTURE} /> : null}
      </div>
      {detail.gallery.length > 1 ? (
        <ul className="gallery__thumbs">
          {detail.gallery.map((document, index) => (
            <li key={document.filePath}>
              <button type="button" className="gallery__thumb" aria-pressed={index === detail.activeDocument} aria-label={t('product.showImage', { index: index + 1 })} onClick={() => detail.showDocument(index)}>
                {document.documentType === ProductDocumentType.Video
                  ? <span className="gallery__video-thumb" aria-hidden="true">▶</span>
                  : <LazyImage src={document.filePath} alt="" width={THUMB} height={THUMB} />}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});

/**
 * The model's colours (issue 16): each is a product with its own page. Choosing one asks for its
 * route and product first, then moves to its path, so the URL, pictures, price, stock and the
 * barcode the cart gets change together without a reload; Back returns to the colour before.
 */
const ColourPicker = observer(function ColourPicker() {
  const t = useT();
  const { api } = useStores();
  const detail = useLazyStore(productDetailStore);
  const navigate = useNavigate();
  const chosen = useRef(0);
  const labelId = useId();
  const product = detail.product;
  if (!product?.colours) return null;
  const current = product.colours.find((colour) => colour.id === product.id);
  const choose = (colour: ProductColour) => {
    chosen.current = colour.id;
    const route = api.preload(routeInfoRequest(colour.routePath)).catch(() => undefined);
    void Promise.all([route, detail.preload(colour.id)]).then(() => {
      // Only the last choice moves the page (a quick second click overtakes the first).
      if (chosen.current === colour.id) void navigate(colour.routePath, { state: KEEP_SCROLL });
    });
  };
  return (
    <div className="colours" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="sizes__title">{t('product.colour', { name: current?.name ?? '' })}</p>
      <ul className="swatches swatches--large">
        {product.colours.map((colour) => (
          <li key={colour.id}>
            <Link
              to={colour.routePath} {...swatchProps(colour, t)}
              aria-current={colour.id === product.id || undefined} data-testid="colour-swatch"
              onClick={(event) => {
                // A new tab or window is the browser's business.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                if (colour.id !== product.id) choose(colour);
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
});

/** Sizes from the barcodes (S3.03); a sold-out size is shown but cannot be picked. */
const SizePicker = observer(function SizePicker() {
  const t = useT();
  const detail = useLazyStore(productDetailStore);
  const legendId = useId();
  if (!detail.sizes.length) return null;
  return (
    <div className="sizes" role="group" aria-labelledby={legendId}>
      <p id={legendId} className="sizes__title">{t('product.chooseSize')}</p>
      <ul className="sizes__list">
        {detail.sizes.map((variant) => (
          <li key={variant.barcodeId}>
            <button
              type="button" className="size" disabled={variant.soldOut} aria-pressed={variant.barcodeId === detail.selectedBarcodeId}
              aria-label={variant.soldOut ? t('product.sizeSoldOut', { size: variant.size ?? '' }) : undefined}
              onClick={() => detail.selectBarcode(variant.barcodeId)} data-testid={`size-${variant.size}`}
            >
              {variant.size}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** Stock of the chosen size, add to cart, compare, and the members' favourite and alarm buttons. */
const BuyBox = observer(function BuyBox({ memberActions }: Pick<ProductDetailProps, 'memberActions'>) {
  const t = useT();
  const { cart, compare, ui } = useStores();
  const detail = useLazyStore(productDetailStore);
  const [sizeMissing, setSizeMissing] = useState(false);
  const variant = detail.selectedVariant;
  const stock = variant ? variant.stock : detail.sizes.length ? null : detail.totalStock;
  const addToCart = () => {
    if (cart.changing) return;
    if (detail.needsSize) { setSizeMissing(true); return; }
    setSizeMissing(false);
    const barcodeId = detail.selectedVariant?.barcodeId ?? detail.variants.find((each) => !each.soldOut)?.barcodeId;
    if (detail.product && barcodeId !== undefined) void cart.add(detail.product.id, barcodeId);
  };
  return (
    <div className="buy-box">
      <p className="buy-box__stock" data-testid="pdp-stock" aria-live="polite">
        {detail.isSoldOut ? t('product.soldOut') : stock !== null && stock > 0 ? t('product.inStock', { count: stock }) : '\u00a0'}
      </p>
      {detail.warehouseStock.length && !detail.isSoldOut ? (
        <details className="buy-box__warehouses" data-testid="pdp-warehouse-stock">
          <summary>{t('product.warehouseStock')}</summary>
          <ul>
            {detail.warehouseStock.map((entry) => <li key={entry.warehouseId}>{entry.name}: {t('product.warehouseUnits', { count: entry.quantity })}</li>)}
          </ul>
        </details>
      ) : null}
      {sizeMissing && detail.needsSize ? <p className="field-error" role="alert">{t('product.sizeRequired')}</p> : null}
      <div className="buy-box__actions">
        {/* Busy, not disabled, while an add runs: disabling the focused button dropped keyboard focus to the page's start. */}
        <button type="button" className="button buy-box__cart" disabled={detail.isSoldOut} aria-disabled={cart.changing || undefined} onClick={addToCart} data-testid="add-to-cart">{t('product.addToCart')}</button>
        {ui.config.features.compare && detail.product ? (
          <button type="button" className="button button--secondary" aria-pressed={compare.has(detail.product.id)} onClick={() => compare.toggle(detail.product!.id)}>{t('compare.add')}</button>
        ) : null}
        {memberActions && detail.product ? memberActions({ productId: detail.product.id, isSoldOut: detail.isSoldOut, stockBarcodeId: detail.selectedVariant?.barcodeId }) : null}
      </div>
    </div>
  );
});

/** The product's description as the merchant wrote it (plain text; a blank line starts a paragraph). */
const Description = observer(function Description() {
  const t = useT();
  const text = useLazyStore(productDetailStore).product?.routeDescription?.trim();
  const headingId = useId();
  if (!text) return null;
  return (
    <section className="pdp__description" aria-labelledby={headingId} data-testid="product-description">
      <h2 id={headingId} className="section-title">{t('product.description')}</h2>
      {text.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
    </section>
  );
});

const Attributes = observer(function Attributes() {
  const t = useT();
  const rows = useLazyStore(productDetailStore).attributeRows;
  const headingId = useId();
  if (!rows.length) return null;
  return (
    <section className="pdp__attributes" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{t('product.attributes')}</h2>
      <table className="attributes">
        <tbody>
          {rows.map((row) => <tr key={row.code}><th scope="row">{row.name}</th><td>{row.value}</td></tr>)}
        </tbody>
      </table>
    </section>
  );
});

const RELATED_LIST = { id: 'related_products', name: 'Related Products' };

const Related = observer(function Related() {
  const { currency } = useStores();
  const t = useT();
  const headingId = useId();
  const grid = useRef<HTMLUListElement>(null);
  const selected = currency.selectedCurrency;
  const detail = useLazyStore(productDetailStore);
  // Asked for once this row is near the screen, and again for each new answer of the product (currency, language).
  useEffect(() => { void detail.loadRelated(); }, [detail, detail.product]);
  // Below the fold: drawn in the background, in slices, not in one long task when the answer lands.
  const related = useDeferredValue(detail.related);
  useItemListView(grid, RELATED_LIST, selected ? related : null, (product) => (currency.byId(product.currencyId) ?? selected)?.code ?? '');
  useCardStandInSize(grid, selected ? related[0]?.id : undefined);
  if (!related.length || !selected) return null;
  return (
    <section className="pdp__related" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{t('product.related')}</h2>
      <ul ref={grid} className="product-grid">
        {related.map((product, index) => <ProductCard key={product.id} product={product} currency={currency.byId(product.currencyId) ?? selected} list={RELATED_LIST} index={index} />)}
      </ul>
    </section>
  );
});

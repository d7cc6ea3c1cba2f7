import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import type { ResponsivePicture } from '../../../../../contracts/image/resize';
import { catalogueNameLanguage } from '../../../../../contracts/localization/name-language';
import type { ProductColour, ProductListItem } from '../../../../../contracts/product/entities';
import { LazyImage } from '../../../components/lazy-image';
import { OldPrice } from '../../../components/old-price';
import { selectItemPayload, trackEcommerce, type AnalyticsList } from '../../../lib/analytics';
import { formatMoney, type MoneyCurrency } from '../../../lib/money';
import { useStores, useT } from '../../../stores/use-stores';

/** Tile size: the thumbnail ratio of S9.13 (330x750 is the CDN's thumbnail box; tiles show it square). */
const TILE = 330;

/**
 * A card's picture at the width the card is shown (styles.css, .product-grid and .product-row):
 * half the page less gaps on phones, a third on tablets, a quarter of 1280 px on desktops. A phone
 * at 1.75x takes 330 px, not the 660 px of a plain 2x: a list's first screen decodes a quarter of
 * the pixels.
 */
const CARD_PICTURE: ResponsivePicture = {
  widths: [180, 240, 330, 420, 540, 660],
  sizes: '(min-width: 1025px) 300px, (min-width: 768px) calc(33.4vw - 18px), calc(50vw - 22px)',
};

/** A colour swatch's look and name, on tiles and the product page: a sold-out colour is struck through and says so (issue 16). */
export function swatchProps(colour: ProductColour, t: ReturnType<typeof useT>) {
  const name = colour.soldOut ? t('product.colourSoldOut', { name: colour.name }) : colour.name;
  return { className: colour.soldOut ? 'swatch swatch--sold-out' : 'swatch', style: { color: colour.hex }, 'aria-label': name, title: name };
}

/** Cards a grid draws in its first render (a desktop's first two rows); the rest follow in a render of their own (useProgressiveCount). */
export const FIRST_DRAWN_CARDS = 8;

export interface ProductCardProps {
  product: ProductListItem;
  currency: MoneyCurrency;
  /** The list the card sits in and its place there: a click sends select_item (spec §7 Analytics events). */
  list?: AnalyticsList;
  index?: number;
  /** On the first screen: the image is fetched at once (LazyImage priority). */
  priority?: boolean;
}

export const ProductCard = observer(function ProductCard({ product, currency, list, index = 0, priority = false }: ProductCardProps) {
  const t = useT();
  const { ui, compare, cart } = useStores();
  const navigate = useNavigate();
  // A product with several sizes cannot go in from a list: the server says so and its page opens.
  const addToCart = () => void cart.add(product.id).then((added) => { if (!added && product.routePath) void navigate(product.routePath); });
  const image = product.documents?.find((document) => document.isDefault) ?? product.documents?.[0];
  const discounted = (product.discountRate ?? 0) > 0 && (product.basePrice ?? 0) > (product.salesPrice ?? 0);
  return (
    <li className="product-card">
      <Link to={product.routePath ?? '#'} className="product-card__link" onClick={list ? () => trackEcommerce('select_item', () => selectItemPayload(list, product, index, currency.code)) : undefined}>
        {/* The square holds the badges over the picture, so every card is as tall as the next. */}
        <span className="product-card__media">
          {image ? <LazyImage src={image.filePath} alt={product.name ?? ''} width={TILE} height={TILE} className="product-card__image" priority={priority} responsive={CARD_PICTURE} /> : null}
          {discounted ? <span className="product-card__badge">{t('product.discount', { rate: product.discountRate ?? 0 })}</span> : null}
          {product.campaignBadges?.length ? (
            <span className="product-card__campaigns" data-testid="campaign-badges">
              {product.campaignBadges.map((badge) => <span key={badge.campaignId} className={`badge badge--campaign badge--${badge.kind}`}>{badge.name}</span>)}
            </span>
          ) : null}
        </span>
        <span className="product-card__brand" lang={product.brand ? catalogueNameLanguage(product.brand.name) : undefined}>{product.brand?.name}</span>
        <span className="product-card__name">{product.name}</span>
        <span className="product-card__prices">
          {discounted ? <OldPrice className="product-card__old" label={t('product.oldPrice')}>{formatMoney(product.basePrice ?? 0, currency, ui.culture)}</OldPrice> : null}
          <strong className="product-card__price" aria-label={t('product.price')}>{formatMoney(product.salesPrice ?? 0, currency, ui.culture)}</strong>
        </span>
      </Link>
      {/* One tile per model (issue 16): its other colours are links to their own pages. */}
      {product.colours ? (
        <ul className="swatches" aria-label={t('product.colours')}>
          {product.colours.map((colour) => (
            <li key={colour.id}>
              <Link to={colour.routePath} {...swatchProps(colour, t)} aria-current={colour.id === product.id || undefined} />
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" className="product-card__cart" aria-label={t('product.addToCartOf', { name: product.name ?? '' })} onClick={addToCart}>+</button>
      {ui.config.features.compare ? (
        <button type="button" className="product-card__compare" aria-pressed={compare.has(product.id)} onClick={() => compare.toggle(product.id)}>
          {t('compare.add')}
        </button>
      ) : null}
    </li>
  );
});

/**
 * Stands in for a card while the list loads: the card's own boxes (square image, brand line, two
 * name lines, price line) with grey bars in them, so the card takes the skeleton's place exactly.
 */
export function ProductCardSkeleton() {
  return (
    <li className="product-card product-card--skeleton" aria-hidden="true">
      <span className="product-card__frame">
        <span className="product-card__media skeleton skeleton--image" />
        <span className="product-card__brand"><span className="skeleton skeleton--line short" /></span>
        <span className="product-card__name"><span className="skeleton skeleton--line" /></span>
        <span className="product-card__prices"><span className="skeleton skeleton--line short" /></span>
      </span>
    </li>
  );
}

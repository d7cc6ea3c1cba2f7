import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProductListItem } from '../../../../contracts/product/entities';
import { LazyImage } from '../../components/lazy-image';
import { OldPrice } from '../../components/old-price';
import { compareApi } from '../../features/compare/api';
import { COMPARE_MAX } from '../../features/compare/compare-store';
import { useComparePageT } from '../../features/compare/compare-texts';
import '../../features/compare/compare.css';
import { addressNow } from '../../lib/address-now';
import { formatMoney } from '../../lib/money';
import { homePath } from '../../lib/routes';
import { safeReturnPath } from '../../lib/safe-return-path';
import { useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

const IMAGE = 200;

/** The ids of ?products=1,2: positive whole numbers, at most four, no repeats. */
export function comparedIds(raw: string | null): number[] {
  return [...new Set((raw ?? '').split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0))].slice(0, COMPARE_MAX);
}

/**
 * The compare page (/karsilastir?products=1,2&returnurl=/, S2.04): the products side by side with
 * their prices and attributes, each with its own way into the basket. The table keeps a readable
 * width per product and scrolls sideways inside its frame on a narrow screen (issue 32 item 10:
 * names had wrapped letter by letter and prices run together); a product taken out leaves the URL too.
 */
const ComparePage = observer(function ComparePage() {
  const { api, ui, compare, currency, cart } = useStores();
  const t = useT();
  const tPage = useComparePageT();
  const navigate = useNavigate();
  usePageTitle(`${t('route.compare')} | ${t('site.name')}`);
  const [params] = useSearchParams();
  const ids = comparedIds(params.get('products'));
  // Where "back" goes: a path of this shop only (never another site), else home.
  const back = safeReturnPath(params.get('returnurl')) ?? homePath(ui.culture);
  const [products, setProducts] = useState<ProductListItem[] | null>(null);
  const key = ids.join(',');
  const selected = currency.selectedCurrency;
  const enabled = ui.config.features.compare;

  useEffect(() => {
    if (!key || !enabled) { setProducts([]); return; }
    let current = true;
    compareApi(api).compared(key.split(',').map(Number))
      .then((answer) => { if (current) setProducts(answer.products); })
      .catch(() => { if (current) setProducts([]); });
    return () => { current = false; };
  }, [api, key, ui.culture, selected, enabled]);

  // From the address now: a second product taken out before the first one's page is drawn stays out.
  const remove = (id: number) => {
    compare.remove(id);
    const now = addressNow();
    const next = new URLSearchParams(now.search);
    const rest = comparedIds(next.get('products')).filter((other) => other !== id);
    if (rest.length) next.set('products', rest.join(','));
    else next.delete('products');
    const search = next.toString();
    void navigate(`${now.pathname}${search ? `?${search}` : ''}`, { replace: true });
  };
  // A product with several sizes cannot go in from here: the server says so and its page opens to choose one.
  const addToCart = (product: ProductListItem) => void cart.add(product.id).then((added) => { if (!added && product.routePath) void navigate(product.routePath); });

  const shown = (products ?? []).filter((product) => ids.includes(product.id));
  const codes = [...new Map(shown.flatMap((product) => product.attributes ?? []).map((attribute) => [attribute.integrationCode, attribute.name])).entries()];
  const money = (amount: number, product: ProductListItem) => (selected ? formatMoney(amount, currency.byId(product.currencyId) ?? selected, ui.culture) : '');
  return (
    <section className="page page--compare">
      <h1>{t('route.compare')}</h1>
      <Link to={back} className="button button--secondary">{tPage('back')}</Link>
      {!enabled ? <p>{t('page.comingSoon')}</p> : products === null ? <p aria-busy="true">{t('page.loading')}</p> : !shown.length ? <p>{tPage('empty')}</p> : (
        <div className="compare-frame" role="region" aria-label={t('route.compare')} tabIndex={0}>
          <table className="compare-table" data-testid="compare-table" style={{ minWidth: `calc(var(--compare-label) + ${shown.length} * var(--compare-column))` }}>
            <colgroup>
              <col className="compare-table__labels" />
              {shown.map((product) => <col key={product.id} />)}
            </colgroup>
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden">{t('compare.bar')}</span></th>
                {shown.map((product) => {
                  const image = product.documents?.find((document) => document.isDefault) ?? product.documents?.[0];
                  const name = product.name ?? '';
                  return (
                    <th key={product.id} scope="col" className="compare-table__product">
                      <button type="button" className="compare-table__remove" aria-label={tPage('removeOf', { name })} onClick={() => remove(product.id)}>×</button>
                      {image ? <LazyImage src={image.filePath} alt="" width={IMAGE} height={IMAGE} priority /> : null}
                      <Link to={product.routePath ?? '#'} className="compare-table__name">{name}</Link>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{tPage('price')}</th>
                {shown.map((product) => {
                  const discounted = (product.basePrice ?? 0) > (product.salesPrice ?? 0);
                  return (
                    <td key={product.id} data-testid="compare-price">
                      {discounted ? <OldPrice className="compare-table__old" label={tPage('oldPrice')}>{money(product.basePrice ?? 0, product)}</OldPrice> : null}
                      <strong className="compare-table__price">{money(product.salesPrice ?? 0, product)}</strong>
                      <button type="button" className="button compare-table__cart" aria-label={tPage('addToCartOf', { name: product.name ?? '' })} onClick={() => addToCart(product)}>
                        {tPage('addToCart')}
                      </button>
                    </td>
                  );
                })}
              </tr>
              <tr><th scope="row">{tPage('brand')}</th>{shown.map((product) => <td key={product.id}>{product.brand?.name}</td>)}</tr>
              {codes.map(([code, name]) => (
                <tr key={code}>
                  <th scope="row">{name}</th>
                  {shown.map((product) => <td key={product.id}>{product.attributes?.find((attribute) => attribute.integrationCode === code)?.attributeValues.map((value) => value.value).join(', ') ?? '—'}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});

export default ComparePage;

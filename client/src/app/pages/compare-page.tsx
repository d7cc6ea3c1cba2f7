import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ProductListItem } from '../../../../contracts/product/entities';
import { LazyImage } from '../../components/lazy-image';
import { compareApi } from '../../features/compare/api';
import { COMPARE_MAX } from '../../features/compare/compare-store';
import '../../features/compare/compare.css';
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

/** The compare page (/karsilastir?products=1,2&returnurl=/, S2.04): the products side by side with their attributes. */
const ComparePage = observer(function ComparePage() {
  const { api, ui, compare, currency } = useStores();
  const t = useT();
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

  const shown = (products ?? []).filter((product) => compare.has(product.id) || !compare.productIds.length);
  const codes = [...new Map(shown.flatMap((product) => product.attributes ?? []).map((attribute) => [attribute.integrationCode, attribute.name])).entries()];
  return (
    <section className="page page--compare">
      <h1>{t('route.compare')}</h1>
      <Link to={back} className="button button--secondary">{t('compare.back')}</Link>
      {!enabled ? <p>{t('page.comingSoon')}</p> : products === null ? <p aria-busy="true">{t('page.loading')}</p> : !shown.length ? <p>{t('compare.empty')}</p> : (
        <table className="compare-table" data-testid="compare-table">
          <thead>
            <tr>
              <th scope="col"><span className="visually-hidden">{t('compare.bar')}</span></th>
              {shown.map((product) => {
                const image = product.documents?.find((document) => document.isDefault) ?? product.documents?.[0];
                return (
                  <th key={product.id} scope="col">
                    {image ? <LazyImage src={image.filePath} alt="" width={IMAGE} height={IMAGE} priority /> : null}
                    <Link to={product.routePath ?? '#'}>{product.name}</Link>
                    <button type="button" className="button button--secondary" onClick={() => compare.remove(product.id)}>{t('compare.remove')}</button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr><th scope="row">{t('compare.price')}</th>{shown.map((product) => <td key={product.id}>{selected ? formatMoney(product.salesPrice ?? 0, currency.byId(product.currencyId) ?? selected, ui.culture) : ''}</td>)}</tr>
            <tr><th scope="row">{t('compare.brand')}</th>{shown.map((product) => <td key={product.id}>{product.brand?.name}</td>)}</tr>
            {codes.map(([code, name]) => (
              <tr key={code}>
                <th scope="row">{name}</th>
                {shown.map((product) => <td key={product.id}>{product.attributes?.find((attribute) => attribute.integrationCode === code)?.attributeValues.map((value) => value.value).join(', ') ?? '—'}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

export default ComparePage;

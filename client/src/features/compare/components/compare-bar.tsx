import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProductListItem } from '../../../../../contracts/product/entities';
import { LazyImage } from '../../../components/lazy-image';
import { footStrip } from '../../../lib/foot-strips';
import { pagePath } from '../../../lib/routes';
import { useStores, useT } from '../../../stores/use-stores';
import { compareApi } from '../api';
import '../compare.css';

const THUMB = 56;
/** The bar's height: the back-to-top button stands above it. */
const barStrip = footStrip('--compare-bar-height', 'height');

/** The floating compare bar (S2.16) on product, list and search pages once a product is chosen. */
export const CompareBar = observer(function CompareBar() {
  const { compare, api, ui } = useStores();
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [products, setProducts] = useState<ProductListItem[]>([]);
  const ids = compare.productIds.join(',');

  useEffect(() => {
    if (!ids) { setProducts([]); return; }
    let current = true;
    compareApi(api).barProducts(ids.split(',').map(Number))
      .then((answer) => { if (current) setProducts(answer.products); })
      .catch((error: unknown) => console.warn('compare bar products not loaded', error));
    return () => { current = false; };
  }, [api, ids, ui.culture]);

  if (!compare.productIds.length) return null;
  const open = () => {
    if (!compare.canCompare()) return;
    void navigate(`${pagePath('compare', ui.culture)}?products=${compare.productIds.join(',')}&returnurl=${encodeURIComponent(pathname + search)}`);
  };
  return (
    <aside ref={barStrip} className="compare-bar" aria-label={t('compare.bar')} data-testid="compare-bar">
      <ul className="compare-bar__list">
        {compare.productIds.map((id) => {
          const product = products.find((each) => each.id === id);
          const image = product?.documents?.find((document) => document.isDefault) ?? product?.documents?.[0];
          return (
            <li key={id} className="compare-bar__item">
              {image ? <LazyImage src={image.filePath} alt="" width={THUMB} height={THUMB} priority /> : <span className="compare-bar__blank" />}
              <span className="compare-bar__name">{product?.name ?? ''}</span>
              <button type="button" className="compare-bar__remove" aria-label={`${t('compare.remove')}: ${product?.name ?? id}`} onClick={() => compare.remove(id)}>×</button>
            </li>
          );
        })}
      </ul>
      <div className="compare-bar__actions">
        <button type="button" className="button" onClick={open}>{t('compare.go', { count: compare.productIds.length })}</button>
        <button type="button" className="button button--secondary" onClick={() => compare.removeAll()}>{t('compare.clear')}</button>
      </div>
    </aside>
  );
});

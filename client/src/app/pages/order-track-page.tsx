import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { OrderTrackForm } from '../../features/order-tracking/components/order-track-form';
import { homePath } from '../../lib/routes';
import { useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/** Order tracking (/siparis-takip, /en/order-track; S2.05): an order by its number and e-mail, for guests and members alike. */
const OrderTrackPage = observer(function OrderTrackPage() {
  const { ui } = useStores();
  const t = useT();
  usePageTitle(`${t('route.orderTrack')} | ${t('site.name')}`);
  return (
    <section className="page page--order-track">
      <nav className="breadcrumbs" aria-label={t('blog.breadcrumb')}>
        <ol>
          <li><Link to={homePath(ui.culture)}>{t('route.home')}</Link></li>
          <li aria-current="page">{t('route.orderTrack')}</li>
        </ol>
      </nav>
      <h1>{t('route.orderTrack')}</h1>
      <OrderTrackForm />
    </section>
  );
});

export default OrderTrackPage;

import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { homePath } from '../../lib/routes';
import { useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

export const NotFoundPage = observer(function NotFoundPage() {
  const t = useT();
  const { ui } = useStores();
  usePageTitle(`${t('page.notFoundTitle')} | ${t('site.name')}`, 'notFound');
  return (
    <section className="page page--not-found">
      <h1>{t('page.notFoundTitle')}</h1>
      <p>{t('page.notFoundText')}</p>
      <Link to={homePath(ui.culture)} className="button">{t('page.backHome')}</Link>
    </section>
  );
});

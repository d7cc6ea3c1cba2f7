import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { MessageKey } from '../../i18n/translate';
import { homePath } from '../../lib/routes';
import { useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/** A route whose page arrives with a later issue: its title and a clear line that it is coming. */
const ComingSoonPage = observer(function ComingSoonPage({ title }: { title: MessageKey }) {
  const t = useT();
  const { ui } = useStores();
  usePageTitle(`${t(title)} | ${t('site.name')}`);
  return (
    <section className="page page--coming-soon">
      <h1>{t(title)}</h1>
      <p>{t('page.comingSoon')}</p>
      <Link to={homePath(ui.culture)} className="button">{t('page.backHome')}</Link>
    </section>
  );
});

export default ComingSoonPage;

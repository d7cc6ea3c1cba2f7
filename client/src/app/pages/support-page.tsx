import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { CONTACT_FORM_KEY } from '../../../../contracts/form/entities';
import { DynamicFormView } from '../../features/support/components/dynamic-form';
import { homePath } from '../../lib/routes';
import { useStores, useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/** The support page (/destek, S2.06 /support): contact channels and the dynamic contact form. */
const SupportPage = observer(function SupportPage() {
  const { ui } = useStores();
  const t = useT();
  usePageTitle(`${t('route.support')} | ${t('site.name')}`);
  return (
    <section className="page page--support">
      <nav className="breadcrumbs" aria-label={t('blog.breadcrumb')}>
        <ol>
          <li><Link to={homePath(ui.culture)}>{t('route.home')}</Link></li>
          <li aria-current="page">{t('route.support')}</li>
        </ol>
      </nav>
      <h1>{t('route.support')}</h1>
      <p className="page-intro">{t('support.intro')}</p>
      <ul className="support-channels">
        <li>{t('footer.phone')}</li>
        <li>{t('footer.email')}</li>
        <li>{t('footer.serviceHours')}</li>
      </ul>
      <DynamicFormView formKey={CONTACT_FORM_KEY} />
    </section>
  );
});

export default SupportPage;

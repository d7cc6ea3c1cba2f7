import { OtpPanel } from '../../features/member/components/otp-panel';
import '../../features/member/account.css';
import { useT } from '../../stores/use-stores';
import { usePageTitle } from './page-title';

/** /otp (spec §2, §4): the membership's activation code. */
export default function OtpPage() {
  const t = useT();
  usePageTitle(`${t('route.otp')} | ${t('site.name')}`);
  return (
    <div className="page">
      <h1>{t('route.otp')}</h1>
      <OtpPanel />
    </div>
  );
}

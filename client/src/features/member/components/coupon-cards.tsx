import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { MemberCoupon } from '../../../../../contracts/member/member-coupons';
import { notify } from '../../../components/notify';
import { useStores } from '../../../stores/use-stores';
import { accountDay } from '../account-dates';
import { useAccountStore } from '../use-account-store';
import { useAccountT, type AccountTextKey } from '../account-texts';
import { couponStateOf, type CouponState } from '../stores/coupon-list';
import { useAccountMoney } from '../use-account-money';
import '../account-messages.css';

const STATE_TEXT: Record<CouponState, AccountTextKey> = {
  usable: 'couponUsable', used: 'couponUsed', expired: 'couponExpired', notStarted: 'couponNotStarted',
};

/** Puts the code on the clipboard; false when the browser gives no clipboard (or refuses it). */
async function copied(code: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(code);
    return true;
  } catch {
    return false;
  }
}

/** /u/coupons: the member's coupons, each with its code to copy, what it gives, the basket it needs, when it is valid and whether it is used. */
export const CouponCards = observer(function CouponCards() {
  const { coupons } = useAccountStore();
  const { ui } = useStores();
  const t = useAccountT();
  const money = useAccountMoney();

  useEffect(() => { void coupons.load(); }, [coupons]);

  const copy = async (code: string) => {
    if (await copied(code)) void notify('success', t('codeCopied', { code }));
    else void notify('error', t('copyFailed'));
  };

  const validity = (coupon: MemberCoupon) => {
    const from = coupon.validFrom ? accountDay(coupon.validFrom, ui.culture) : undefined;
    const until = coupon.validUntil ? accountDay(coupon.validUntil, ui.culture) : undefined;
    if (from && until) return t('couponValidFromUntil', { from, until });
    if (until) return t('couponValidUntil', { date: until });
    if (from) return t('couponValidFrom', { date: from });
    return t('couponNoExpiry');
  };

  // A failed read with nothing to show: the failure, not an empty list.
  if (coupons.error && coupons.coupons.length === 0) return <p className="inline-error" role="alert">{t('couponsLoadFailed')} {coupons.error}</p>;
  if (!coupons.loaded) return <p aria-busy="true">{t('listLoading')}</p>;
  if (coupons.coupons.length === 0) return <p className="account-empty">{t('couponsEmpty')}</p>;

  return (
    <>
      <p>{t('couponsIntro')}</p>
      {coupons.error ? <p className="inline-error" role="alert">{t('couponsLoadFailed')} {coupons.error}</p> : null}
      <ul className="coupon-cards">
        {coupons.coupons.map((coupon) => {
          const state = couponStateOf(coupon);
          return (
            <li key={coupon.code} className={`coupon-card coupon-card--${state}`} data-testid="coupon-card">
              <div className="coupon-card__top">
                <code className="coupon-card__code">{coupon.code}</code>
                <span className={`coupon-card__state coupon-card__state--${state}`}>{t(STATE_TEXT[state])}</span>
              </div>
              <p className="coupon-card__name">{coupon.name}</p>
              <p className="coupon-card__value">{coupon.kind === 'percent' ? t('couponPercent', { value: coupon.value }) : t('couponAmount', { amount: money(coupon.value) })}</p>
              <dl className="coupon-card__facts">
                <div><dt>{t('couponMinimum')}</dt><dd>{coupon.minimumBasket > 0 ? money(coupon.minimumBasket) : t('couponNoMinimum')}</dd></div>
                <div><dt>{t('couponValidity')}</dt><dd>{validity(coupon)}</dd></div>
              </dl>
              <button type="button" className="button button--secondary" aria-label={t('copyCodeLabel', { code: coupon.code })} onClick={() => void copy(coupon.code)}>
                {t('copyCode')}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
});

import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { boolean, object, string } from 'yup';
import { controlProps, Field, FieldError } from '../../../../components/forms/form-field';
import { useAccountForm } from '../../../../components/forms/use-account-form';
import { notify } from '../../../../components/notify';
import { messageOf } from '../../../../lib/api-client';
import { cancelAvailable } from '../../../../lib/order-display';
import { pagePath } from '../../../../lib/routes';
import { useStores } from '../../../../stores/use-stores';
import { CANCEL_REASON_KEYS, CANCEL_REASONS, CANCEL_TEXT_MAX, useOrderT, type OrderT } from '../../order-texts';
import { useAccountStore } from '../../use-account-store';
import { OpenOrder } from './order-detail-view';
import '../../account-orders.css';

interface CancelValues {
  reason: string;
  text: string;
  confirmed: boolean;
}

const EMPTY: CancelValues = { reason: '', text: '', confirmed: false };

function cancelSchema(t: OrderT) {
  return object({
    reason: string().oneOf([...CANCEL_REASONS], t('reasonRequired')).required(t('reasonRequired')),
    text: string().trim().max(CANCEL_TEXT_MAX, t('reasonTextTooLong', { max: CANCEL_TEXT_MAX }))
      .when('reason', { is: 'other', then: (schema) => schema.required(t('reasonTextRequired')) }),
    confirmed: boolean().oneOf([true], t('confirmRequired')),
  });
}

/** /u/order-cancel/{docNo}: a reason from the shop's list (or the member's own words), confirmed, then the order again. */
export const OrderCancelView = observer(function OrderCancelView({ docNo }: { docNo: string | null }) {
  return <OpenOrder docNo={docNo}>{(order) => <OrderCancelForm docNo={order.docNo} allowed={cancelAvailable(order)} />}</OpenOrder>;
});

const OrderCancelForm = observer(function OrderCancelForm({ docNo, allowed }: { docNo: string; allowed: boolean }) {
  const { ui } = useStores();
  const { orders } = useAccountStore();
  const t = useOrderT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => cancelSchema(t), [t]);
  const { formik, onSubmit, errorOf } = useAccountForm<CancelValues>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const name = t(CANCEL_REASON_KEYS[values.reason as keyof typeof CANCEL_REASON_KEYS]);
      const text = values.text.trim();
      try {
        await orders.cancel(docNo, text ? `${name}: ${text}` : name);
        void notify('success', t('cancelled'));
        void navigate(pagePath('orderDetail', ui.culture, { id: docNo }));
      } catch (error) {
        setFailure(messageOf(error, t('cancelFailed')));
      }
    },
  });
  const back = <p><Link to={pagePath('orderDetail', ui.culture, { id: docNo })}>{t('backToOrder')}</Link></p>;

  if (!allowed) return <div className="account-empty"><p role="alert">{t('cancelNotAvailable')}</p>{back}</div>;

  return (
    <form className="account-form order-cancel-form" noValidate onSubmit={onSubmit} aria-labelledby="order-cancel-heading" data-testid="order-cancel-form">
      <h2 id="order-cancel-heading">{t('cancelHeading', { docNo })}</h2>
      <Field id="cancel-reason" label={t('cancelReason')} error={errorOf('reason')}>
        <select {...controlProps('cancel-reason', errorOf('reason'))} {...formik.getFieldProps('reason')} aria-required>
          <option value="">{t('chooseReason')}</option>
          {CANCEL_REASONS.map((reason) => <option key={reason} value={reason}>{t(CANCEL_REASON_KEYS[reason])}</option>)}
        </select>
      </Field>
      <Field id="cancel-text" label={t('reasonText')} error={errorOf('text')}>
        <textarea {...controlProps('cancel-text', errorOf('text'))} {...formik.getFieldProps('text')} rows={4} maxLength={CANCEL_TEXT_MAX} aria-required={formik.values.reason === 'other'} />
      </Field>
      <div className="account-field account-field--check">
        <label>
          <input type="checkbox" {...controlProps('cancel-confirm', errorOf('confirmed'))} {...formik.getFieldProps({ name: 'confirmed', type: 'checkbox' })} />
          {' '}{t('confirmCancel')}
        </label>
        <FieldError id="cancel-confirm" error={errorOf('confirmed')} />
      </div>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <div className="order-actions">
        <button type="submit" className="button" disabled={formik.isSubmitting}>{formik.isSubmitting ? t('cancelling') : t('submitCancel')}</button>
      </div>
      {back}
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { boolean, object } from 'yup';
import { REASON_NOTE_MAX, type OrderReason } from '../../../../../../contracts/order/order-return';
import { controlProps, Field, FieldError } from '../../../../components/forms/form-field';
import { useAccountForm } from '../../../../components/forms/use-account-form';
import { notify } from '../../../../components/notify';
import { messageOf } from '../../../../lib/api-client';
import { cancelAvailable } from '../../../../lib/order-display';
import { reasonFields } from '../../../../lib/order-reasons';
import { pagePath } from '../../../../lib/routes';
import { useStores } from '../../../../stores/use-stores';
import { useOrderT, type OrderT } from '../../order-texts';
import { useReturnT } from '../../return-texts';
import { useAccountStore } from '../../use-account-store';
import { OpenOrder } from './order-detail-view';
import '../../account-orders.css';
import { BusyButton } from '../../../../components/busy-button';

interface CancelValues {
  reason: string;
  text: string;
  confirmed: boolean;
}

const EMPTY: CancelValues = { reason: '', text: '', confirmed: false };

/** The shop's reasons (GET /api/order-cancel-reasons): one of them, and the member's words where the reason asks for them. */
function cancelSchema(t: OrderT, reasons: readonly OrderReason[]) {
  const { reason, note } = reasonFields(reasons, { reasonRequired: t('reasonRequired'), noteTooLong: t('reasonTextTooLong', { max: REASON_NOTE_MAX }), noteRequired: t('reasonTextRequired') });
  return object({
    reason,
    text: note,
    confirmed: boolean().oneOf([true], t('confirmRequired')),
  });
}

/** /u/order-cancel/{docNo}: a reason from the shop's list (and the member's own words), confirmed, then the order again. */
export const OrderCancelView = observer(function OrderCancelView({ docNo }: { docNo: string | null }) {
  return <OpenOrder docNo={docNo}>{(order) => <OrderCancelForm docNo={order.docNo} allowed={cancelAvailable(order)} />}</OpenOrder>;
});

const OrderCancelForm = observer(function OrderCancelForm({ docNo, allowed }: { docNo: string; allowed: boolean }) {
  const { ui } = useStores();
  const { orders, returns } = useAccountStore();
  const t = useOrderT();
  const rt = useReturnT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => { if (allowed) void returns.loadReasons('cancel', ui.culture); }, [returns, ui.culture, allowed]);
  const reasons = returns.reasonsOf('cancel', ui.culture);
  const schema = useMemo(() => cancelSchema(t, reasons ?? []), [t, reasons]);
  const { formik, onSubmit, errorOf } = useAccountForm<CancelValues>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const reason = reasons?.find((candidate) => String(candidate.id) === values.reason);
      if (!reason) return;
      const text = values.text.trim();
      try {
        await orders.cancel(docNo, text ? `${reason.name}: ${text}` : reason.name, reason.id);
        void notify('success', t('cancelled'));
        void navigate(pagePath('orderDetail', ui.culture, { id: docNo }));
      } catch (error) {
        setFailure(messageOf(error, t('cancelFailed')));
      }
    },
  });
  const back = <p><Link to={pagePath('orderDetail', ui.culture, { id: docNo })}>{t('backToOrder')}</Link></p>;

  if (!allowed) return <div className="account-empty"><p role="alert">{t('cancelNotAvailable')}</p>{back}</div>;
  if (!reasons) {
    return returns.reasons.error
      ? <><p className="inline-error" role="alert">{rt('reasonsLoadFailed')} {returns.reasons.error}</p>{back}</>
      : <p aria-busy="true">{t('loading')}</p>;
  }
  const needsNote = reasons.some((reason) => reason.needsNote && String(reason.id) === formik.values.reason);

  return (
    <form className="account-form order-cancel-form" noValidate onSubmit={onSubmit} aria-labelledby="order-cancel-heading" data-testid="order-cancel-form">
      <h2 id="order-cancel-heading">{t('cancelHeading', { docNo })}</h2>
      <Field id="cancel-reason" label={t('cancelReason')} error={errorOf('reason')}>
        <select {...controlProps('cancel-reason', errorOf('reason'))} {...formik.getFieldProps('reason')} aria-required>
          <option value="">{t('chooseReason')}</option>
          {reasons.map((reason) => <option key={reason.id} value={String(reason.id)}>{reason.name}</option>)}
        </select>
      </Field>
      <Field id="cancel-text" label={t('reasonText')} error={errorOf('text')}>
        <textarea {...controlProps('cancel-text', errorOf('text'))} {...formik.getFieldProps('text')} rows={4} maxLength={REASON_NOTE_MAX} aria-required={needsNote} />
      </Field>
      <div className="account-field">
        <label className="account-choice">
          <input type="checkbox" {...controlProps('cancel-confirm', errorOf('confirmed'))} {...formik.getFieldProps({ name: 'confirmed', type: 'checkbox' })} />
          {' '}{t('confirmCancel')}
        </label>
        <FieldError id="cancel-confirm" error={errorOf('confirmed')} />
      </div>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <div className="order-actions">
        <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('cancelling') : t('submitCancel')}</BusyButton>
      </div>
      {back}
    </form>
  );
});

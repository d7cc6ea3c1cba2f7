import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { object } from 'yup';
import type { Order } from '../../../../../../contracts/order/entities';
import { REASON_NOTE_MAX, type OrderReason } from '../../../../../../contracts/order/order-return';
import { controlProps, Field } from '../../../../components/forms/form-field';
import { useAccountForm } from '../../../../components/forms/use-account-form';
import { notify } from '../../../../components/notify';
import { messageOf } from '../../../../lib/api-client';
import { returnableQuantity, returnAvailable } from '../../../../lib/order-display';
import { reasonFields } from '../../../../lib/order-reasons';
import { pagePath } from '../../../../lib/routes';
import { useStores } from '../../../../stores/use-stores';
import { useReturnT, type ReturnT } from '../../return-texts';
import { useAccountStore } from '../../use-account-store';
import { OpenOrder } from '../orders/order-detail-view';
import '../../account-orders.css';
import { BusyButton } from '../../../../components/busy-button';

interface ReturnValues {
  reason: string;
  note: string;
  /** Units to return by the line's stockBarcodeId, as the selects hold them. */
  quantities: Record<string, string>;
}

/** Units of a line that may still come back: bought minus those already on their way back. */

function returnSchema(t: ReturnT, reasons: readonly OrderReason[]) {
  return object({
    ...reasonFields(reasons, { reasonRequired: t('reasonRequired'), noteTooLong: t('noteTooLong', { max: REASON_NOTE_MAX }), noteRequired: t('noteRequired') }),
    quantities: object().test('some-line', t('linesRequired'), (value) => Object.values((value ?? {}) as Record<string, string>).some((units) => Number(units) > 0)),
  });
}

/** /u/order-return/{docNo}: the units to send back per line, a reason of the shop's list and a note; then the return's page. */
export const OrderReturnView = observer(function OrderReturnView({ docNo }: { docNo: string | null }) {
  return <OpenOrder docNo={docNo}>{(order) => <OrderReturnForm order={order} />}</OpenOrder>;
});

const OrderReturnForm = observer(function OrderReturnForm({ order }: { order: Order }) {
  const { ui } = useStores();
  const { returns } = useAccountStore();
  const t = useReturnT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const allowed = returnAvailable(order);
  useEffect(() => { if (allowed) void returns.loadReasons('return', ui.culture); }, [returns, ui.culture, allowed]);
  const reasons = returns.reasonsOf('return', ui.culture);
  const schema = useMemo(() => returnSchema(t, reasons ?? []), [t, reasons]);
  const lines = order.items.filter((item) => returnableQuantity(item) > 0);
  const { formik, onSubmit, errorOf } = useAccountForm<ReturnValues>({
    initialValues: { reason: '', note: '', quantities: Object.fromEntries(lines.map((item) => [String(item.stockBarcodeId), '0'])) },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const chosen = Object.entries(values.quantities).map(([stockBarcodeId, units]) => ({ stockBarcodeId: Number(stockBarcodeId), quantity: Number(units) })).filter((line) => line.quantity > 0);
      const note = values.note.trim();
      try {
        const created = await returns.request({ docNo: order.docNo, reasonId: Number(values.reason), ...(note ? { note } : {}), lines: chosen });
        void notify('success', t('returned'));
        void navigate(pagePath('returnDetail', ui.culture, { id: String(created.id) }));
      } catch (error) {
        setFailure(messageOf(error, t('returnFailed')));
      }
    },
  });
  const back = <p><Link to={pagePath('orderDetail', ui.culture, { id: order.docNo })}>{t('backToOrder')}</Link></p>;

  if (!allowed) return <div className="account-empty"><p role="alert">{t('returnNotAvailable')}</p>{back}</div>;
  if (!lines.length) return <div className="account-empty"><p role="alert">{t('nothingLeft')}</p>{back}</div>;
  if (!reasons) {
    return returns.reasons.error
      ? <><p className="inline-error" role="alert">{t('reasonsLoadFailed')} {returns.reasons.error}</p>{back}</>
      : <p aria-busy="true">{t('loading')}</p>;
  }
  const needsNote = reasons.some((reason) => reason.needsNote && String(reason.id) === formik.values.reason);
  const linesError = formik.submitCount > 0 && typeof formik.errors.quantities === 'string' ? formik.errors.quantities : undefined;

  return (
    <form className="account-form order-return-form" noValidate onSubmit={onSubmit} aria-labelledby="order-return-heading" data-testid="order-return-form">
      <h2 id="order-return-heading">{t('returnHeading', { docNo: order.docNo })}</h2>
      <fieldset aria-describedby="return-lines-intro">
        <legend id="return-lines-intro">{t('returnIntro')}</legend>
        <ul className="order-return-lines">
          {lines.map((item) => {
            const id = `return-line-${item.stockBarcodeId}`;
            const left = returnableQuantity(item);
            const name = `${item.name}${item.stockTypeName ? ` (${item.stockTypeName})` : ''}`;
            return (
              <li key={item.stockBarcodeId} data-testid="return-line">
                <label htmlFor={id}>{name}</label>
                <select id={id} aria-label={t('returnQuantityLabel', { name })} {...formik.getFieldProps(`quantities.${item.stockBarcodeId}`)}>
                  {Array.from({ length: left + 1 }, (_, units) => <option key={units} value={String(units)}>{units}</option>)}
                </select>
                <span className="order-return-lines__left">{t('returnable', { bought: item.quantity, left })}</span>
              </li>
            );
          })}
        </ul>
        {linesError ? <p className="inline-error" role="alert">{linesError}</p> : null}
      </fieldset>
      <Field id="return-reason" label={t('returnReason')} error={errorOf('reason')}>
        <select {...controlProps('return-reason', errorOf('reason'))} {...formik.getFieldProps('reason')} aria-required>
          <option value="">{t('chooseReason')}</option>
          {reasons.map((reason) => <option key={reason.id} value={String(reason.id)}>{reason.name}</option>)}
        </select>
      </Field>
      <Field id="return-note" label={t('note')} error={errorOf('note')}>
        <textarea {...controlProps('return-note', errorOf('note'))} {...formik.getFieldProps('note')} rows={4} maxLength={REASON_NOTE_MAX} aria-required={needsNote} />
      </Field>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <div className="order-actions">
        <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? t('returning') : t('submitReturn')}</BusyButton>
      </div>
      {back}
    </form>
  );
});

import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { boolean, object } from 'yup';
import type { Order } from '../../../../../contracts/order/entities';
import { REASON_NOTE_MAX, type OrderReason, type OrderReturn } from '../../../../../contracts/order/order-return';
import { controlProps, Field, FieldError } from '../../../components/forms/form-field';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { messageOf } from '../../../lib/api-client';
import { returnableQuantity } from '../../../lib/order-display';
import { reasonFields } from '../../../lib/order-reasons';
import type { OrderTrackingApi } from '../api';
import { useOrderTrackT, type OrderTrackT } from '../order-track-texts';
import { useOrderReasons } from './use-order-reasons';
import { BusyButton } from '../../../components/busy-button';

interface ReturnValues {
  reason: string;
  note: string;
  confirmed: boolean;
  /** Units to return by the line's stockBarcodeId, as the selects hold them. */
  quantities: Record<string, string>;
}

/** Units of a line that may still come back: bought minus those already on their way back. */

function returnSchema(ot: OrderTrackT, reasons: readonly OrderReason[]) {
  return object({
    ...reasonFields(reasons, { reasonRequired: ot('returnReasonRequired'), noteTooLong: ot('noteTooLong', { max: REASON_NOTE_MAX }), noteRequired: ot('noteRequired') }),
    confirmed: boolean().oneOf([true], ot('confirmReturnRequired')),
    quantities: object().test('some-line', ot('linesRequired'), (value) => Object.values((value ?? {}) as Record<string, string>).some((units) => Number(units) > 0)),
  });
}

export interface GuestReturnFormProps {
  client: OrderTrackingApi;
  order: Pick<Order, 'docNo' | 'items'>;
  /** The e-mail the order was found with: the guest return needs the same pair. */
  email: string;
  onReturned: (orderReturn: OrderReturn) => void;
  onClose: () => void;
}

/** A guest asks to return lines of the delivered order found on order tracking (spec §7 guest refund, POST /api/guest-return-order). */
export const GuestReturnForm = observer(function GuestReturnForm({ client, order, email, onReturned, onClose }: GuestReturnFormProps) {
  const ot = useOrderTrackT();
  const { reasons, error } = useOrderReasons(client, 'return');
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the form is gone: the keyboard starts again at the form's heading.
  const ready = reasons !== null;
  useEffect(() => { if (ready) heading.current?.focus(); }, [ready]);
  const schema = useMemo(() => returnSchema(ot, reasons ?? []), [ot, reasons]);
  const lines = order.items.filter((item) => returnableQuantity(item) > 0);
  const { formik, onSubmit, errorOf } = useAccountForm<ReturnValues>({
    initialValues: { reason: '', note: '', confirmed: false, quantities: Object.fromEntries(lines.map((item) => [String(item.stockBarcodeId), '0'])) },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const chosen = Object.entries(values.quantities)
        .map(([stockBarcodeId, units]) => ({ stockBarcodeId: Number(stockBarcodeId), quantity: Number(units) }))
        .filter((line) => line.quantity > 0);
      const note = values.note.trim();
      try {
        const answer = await client.guestReturn({ docNo: order.docNo, email, reasonId: Number(values.reason), ...(note ? { note } : {}), lines: chosen });
        onReturned(answer.orderReturn);
      } catch (failed) {
        setFailure(messageOf(failed, ot('returnFailed')));
      }
    },
  });

  if (!lines.length) return <p role="alert">{ot('nothingLeft')}</p>;
  if (!reasons) {
    return error
      ? <p className="inline-error" role="alert">{ot('reasonsLoadFailed')} {error}</p>
      : <p aria-busy="true">{ot('loading')}</p>;
  }
  const needsNote = reasons.some((reason) => reason.needsNote && String(reason.id) === formik.values.reason);
  const linesError = formik.submitCount > 0 && typeof formik.errors.quantities === 'string' ? formik.errors.quantities : undefined;

  return (
    <form className="order-track-action" noValidate onSubmit={onSubmit} aria-labelledby="guest-return-heading" data-testid="guest-return-form">
      <h3 id="guest-return-heading" ref={heading} tabIndex={-1}>{ot('returnHeading', { docNo: order.docNo })}</h3>
      <fieldset className="order-track-return-lines">
        <legend>{ot('returnIntro')}</legend>
        <ul>
          {lines.map((item) => {
            const id = `guest-return-line-${item.stockBarcodeId}`;
            const left = returnableQuantity(item);
            const name = `${item.name}${item.stockTypeName ? ` (${item.stockTypeName})` : ''}`;
            return (
              <li key={item.stockBarcodeId} data-testid="guest-return-line">
                <label htmlFor={id}>{name}</label>
                <select id={id} aria-label={ot('returnQuantityLabel', { name })} {...formik.getFieldProps(`quantities.${item.stockBarcodeId}`)}>
                  {Array.from({ length: left + 1 }, (_, units) => <option key={units} value={String(units)}>{units}</option>)}
                </select>
                <span className="order-track-return-lines__left">{ot('returnable', { bought: item.quantity, left })}</span>
              </li>
            );
          })}
        </ul>
        {linesError ? <p className="inline-error" role="alert">{linesError}</p> : null}
      </fieldset>
      <Field id="guest-return-reason" label={ot('returnReason')} error={errorOf('reason')}>
        <select {...controlProps('guest-return-reason', errorOf('reason'))} {...formik.getFieldProps('reason')} aria-required>
          <option value="">{ot('chooseReason')}</option>
          {reasons.map((reason) => <option key={reason.id} value={String(reason.id)}>{reason.name}</option>)}
        </select>
      </Field>
      <Field id="guest-return-note" label={ot('note')} error={errorOf('note')}>
        <textarea {...controlProps('guest-return-note', errorOf('note'))} {...formik.getFieldProps('note')} rows={3} maxLength={REASON_NOTE_MAX} aria-required={needsNote} />
      </Field>
      <div className="account-field">
        <label className="account-choice">
          <input type="checkbox" {...controlProps('guest-return-confirm', errorOf('confirmed'))} {...formik.getFieldProps({ name: 'confirmed', type: 'checkbox' })} />
          {' '}{ot('confirmReturn')}
        </label>
        <FieldError id="guest-return-confirm" error={errorOf('confirmed')} />
      </div>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <div className="order-track-action__buttons">
        <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? ot('returning') : ot('submitReturn')}</BusyButton>
        <button type="button" className="button button--secondary" onClick={onClose}>{ot('closeForm')}</button>
      </div>
    </form>
  );
});

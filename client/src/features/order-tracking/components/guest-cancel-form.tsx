import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { boolean, object } from 'yup';
import type { Order } from '../../../../../contracts/order/entities';
import { REASON_NOTE_MAX, type OrderReason } from '../../../../../contracts/order/order-return';
import { controlProps, Field, FieldError } from '../../../components/forms/form-field';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { messageOf } from '../../../lib/api-client';
import { reasonFields } from '../../../lib/order-reasons';
import type { OrderTrackingApi } from '../api';
import { useOrderTrackT, type OrderTrackT } from '../order-track-texts';
import { useOrderReasons } from './use-order-reasons';
import { BusyButton } from '../../../components/busy-button';

interface CancelValues {
  reason: string;
  note: string;
  confirmed: boolean;
}

/** A reason of the shop's list, the guest's own words where the reason asks for them, and a confirmation. */
function cancelSchema(ot: OrderTrackT, reasons: readonly OrderReason[]) {
  return object({
    ...reasonFields(reasons, { reasonRequired: ot('cancelReasonRequired'), noteTooLong: ot('noteTooLong', { max: REASON_NOTE_MAX }), noteRequired: ot('noteRequired') }),
    confirmed: boolean().oneOf([true], ot('confirmCancelRequired')),
  });
}

export interface GuestCancelFormProps {
  client: OrderTrackingApi;
  order: Pick<Order, 'docNo'>;
  /** The e-mail the order was found with: the guest cancel needs the same pair. */
  email: string;
  onCancelled: (order: Order) => void;
  onClose: () => void;
}

/** A guest cancels the order found on order tracking (spec §7 guest cancel, POST /api/guest-cancel-order) while it is CancelAvailable. */
export const GuestCancelForm = observer(function GuestCancelForm({ client, order, email, onCancelled, onClose }: GuestCancelFormProps) {
  const ot = useOrderTrackT();
  const { reasons, error } = useOrderReasons(client, 'cancel');
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the form is gone: the keyboard starts again at the form's heading.
  const ready = reasons !== null;
  useEffect(() => { if (ready) heading.current?.focus(); }, [ready]);
  const schema = useMemo(() => cancelSchema(ot, reasons ?? []), [ot, reasons]);
  const { formik, onSubmit, errorOf } = useAccountForm<CancelValues>({
    initialValues: { reason: '', note: '', confirmed: false },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const note = values.note.trim();
      try {
        const answer = await client.guestCancel({ docNo: order.docNo, email, reasonId: Number(values.reason), ...(note ? { note } : {}) });
        onCancelled(answer.order);
      } catch (failed) {
        setFailure(messageOf(failed, ot('cancelFailed')));
      }
    },
  });

  if (!reasons) {
    return error
      ? <p className="inline-error" role="alert">{ot('reasonsLoadFailed')} {error}</p>
      : <p aria-busy="true">{ot('loading')}</p>;
  }
  const needsNote = reasons.some((reason) => reason.needsNote && String(reason.id) === formik.values.reason);

  return (
    <form className="order-track-action" noValidate onSubmit={onSubmit} aria-labelledby="guest-cancel-heading" data-testid="guest-cancel-form">
      <h3 id="guest-cancel-heading" ref={heading} tabIndex={-1}>{ot('cancelHeading', { docNo: order.docNo })}</h3>
      <Field id="guest-cancel-reason" label={ot('cancelReason')} error={errorOf('reason')}>
        <select {...controlProps('guest-cancel-reason', errorOf('reason'))} {...formik.getFieldProps('reason')} aria-required>
          <option value="">{ot('chooseReason')}</option>
          {reasons.map((reason) => <option key={reason.id} value={String(reason.id)}>{reason.name}</option>)}
        </select>
      </Field>
      <Field id="guest-cancel-note" label={ot('note')} error={errorOf('note')}>
        <textarea {...controlProps('guest-cancel-note', errorOf('note'))} {...formik.getFieldProps('note')} rows={3} maxLength={REASON_NOTE_MAX} aria-required={needsNote} />
      </Field>
      <div className="account-field">
        <label className="account-choice">
          <input type="checkbox" {...controlProps('guest-cancel-confirm', errorOf('confirmed'))} {...formik.getFieldProps({ name: 'confirmed', type: 'checkbox' })} />
          {' '}{ot('confirmCancel')}
        </label>
        <FieldError id="guest-cancel-confirm" error={errorOf('confirmed')} />
      </div>
      {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
      <div className="order-track-action__buttons">
        <BusyButton type="submit" className="button" busy={formik.isSubmitting}>{formik.isSubmitting ? ot('cancelling') : ot('submitCancel')}</BusyButton>
        <button type="button" className="button button--secondary" onClick={onClose}>{ot('closeForm')}</button>
      </div>
    </form>
  );
});

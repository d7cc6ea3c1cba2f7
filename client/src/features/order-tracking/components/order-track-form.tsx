import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import * as yup from 'yup';
import { MEMBER_LIMITS } from '../../../../../contracts/member/limits';
import type { Order } from '../../../../../contracts/order/entities';
import { DOC_NO_PATTERN } from '../../../../../contracts/order/payloads';
import { BankAccountList } from '../../../components/bank-account-list';
import { MoneyRowsList } from '../../../components/money-rows-list';
import { OrderLinesTable } from '../../../components/order-lines-table';
import { PayLaterForm } from '../../../components/pay-later-form';
import { controlProps, Field } from '../../../components/forms/form-field';
import { useAccountForm } from '../../../components/forms/use-account-form';
import { messageOf } from '../../../lib/api-client';
import { docNoOf, orderDateTime, orderMoneyView, orderRefundNotice, orderStatusName } from '../../../lib/order-display';
import { useStores, useT } from '../../../stores/use-stores';
import { orderTrackingApi } from '../api';
import { useOrderTrackT } from '../order-track-texts';
import '../order-tracking.css';
import { GuestInvoiceButton } from './guest-invoice-button';
import { GuestOrderActions } from './guest-order-actions';
import { BusyButton } from '../../../components/busy-button';

interface TrackValues {
  docNo: string;
  email: string;
}

/**
 * Order tracking (S2.05, S6.02; issue 15 item 7): the order number and the e-mail it was placed
 * with show the order's status and history. Every wrong pair gets the server's one message, which
 * says nothing about which part was wrong. Checked on submit, then again on change (S5.08).
 */
export const OrderTrackForm = observer(function OrderTrackForm() {
  const { api, ui } = useStores();
  const t = useT();
  const ot = useOrderTrackT();
  const client = useMemo(() => orderTrackingApi(api), [api]);
  const [order, setOrder] = useState<Order | null>(null);
  // The e-mail the order was found with: the invoice, cancel and return ask with the same pair, whatever the field holds later.
  const [foundEmail, setFoundEmail] = useState('');
  // Each lookup starts the cancel and return afresh (no form left open, no notice of an earlier one).
  const [lookup, setLookup] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const [params] = useSearchParams();
  const emailField = ot('email');
  const schema = useMemo(() => yup.object({
    docNo: yup.string().trim().uppercase().required(t('validation.required', { field: ot('docNo') })).matches(DOC_NO_PATTERN, ot('docNoInvalid')),
    email: yup.string().trim().required(t('validation.required', { field: emailField })).email(t('validation.invalid', { field: emailField }))
      .max(MEMBER_LIMITS.emailMax, t('validation.tooLong', { field: emailField, max: MEMBER_LIMITS.emailMax })),
  }), [t, ot, emailField]);

  const { formik: form, onSubmit, errorOf } = useAccountForm<TrackValues>({
    // The order mail's link carries the number (issue 32 item 5): only the e-mail is left to type.
    initialValues: { docNo: docNoOf(params.get('docno')?.toUpperCase()) ?? '', email: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      setOrder(null);
      try {
        const email = values.email.trim();
        const answer = await client.guestOrderDetail({ docNo: values.docNo.trim().toUpperCase(), email });
        setFoundEmail(email);
        setOrder(answer.order);
        setLookup((count) => count + 1);
      } catch (error) {
        setFailure(messageOf(error, ot('failed')));
      }
    },
  });

  const refund = order ? orderRefundNotice(order, ui.culture) : null;
  const view = order ? orderMoneyView(order, ui.culture, t) : null;
  const docNoError = errorOf('docNo');
  const emailError = errorOf('email');

  return (
    <div className="order-track">
      <p>{ot('intro')}</p>
      <form className="order-track-form" noValidate onSubmit={onSubmit} data-testid="order-track-form">
        <Field id="track-docno" label={ot('docNo')} error={docNoError} hint={ot('docNoHint')}>
          <input {...controlProps('track-docno', docNoError, ot('docNoHint'))} type="text" autoComplete="off" aria-required {...form.getFieldProps('docNo')} />
        </Field>
        <Field id="track-email" label={emailField} error={emailError}>
          <input {...controlProps('track-email', emailError)} type="email" autoComplete="email" aria-required maxLength={MEMBER_LIMITS.emailMax} {...form.getFieldProps('email')} />
        </Field>
        {failure ? <p className="inline-error" role="alert">{failure}</p> : null}
        <BusyButton type="submit" className="button" busy={form.isSubmitting}>{form.isSubmitting ? ot('searching') : ot('submit')}</BusyButton>
      </form>

      {order && view ? (
        <section className="order-track-result" aria-labelledby="order-track-result-heading" data-testid="order-track-result">
          <h2 id="order-track-result-heading">{ot('resultHeading', { docNo: order.docNo })}</h2>
          <dl>
            <dt>{ot('status')}</dt>
            <dd data-testid="order-track-status">{orderStatusName(order.status, ui.culture)}</dd>
            <dt>{ot('orderDate')}</dt>
            <dd><time dateTime={order.createdAt}>{orderDateTime(order.createdAt, ui.culture)}</time></dd>
            {order.trackingNumber ? <><dt>{ot('trackingNumber')}</dt><dd data-testid="order-tracking-number">{order.trackingNumber}</dd></> : null}
          </dl>
          {/* The lines and every fee, discount, interest and points row the total is made of, as the order's other pages and its mail show them (issue 32 item 1). */}
          <OrderLinesTable view={view} headings={{ product: ot('product'), quantity: ot('quantity'), amount: ot('lineTotal') }} rowTestId="order-track-item" />
          <MoneyRowsList view={view} className="order-totals" totalTestId="order-track-total" rowTestId="order-track-row" label={ot('total')} />
          {refund ? <p data-testid="order-refund-notice">{refund}</p> : null}
          {order.payment.bankAccounts ? <BankAccountList accounts={order.payment.bankAccounts} /> : null}
          {/* A pay-later order due: paid here by card, in the member's order page's one form (issue 32 item 5). */}
          <PayLaterForm order={order} allowWallet={false} pay={(payload, key, botCheck) => client.guestPay({ ...payload, email: foundEmail }, key, botCheck)} onPaid={setOrder} />
          <GuestInvoiceButton docNo={order.docNo} email={foundEmail} />
          <GuestOrderActions key={lookup} client={client} order={order} email={foundEmail} onOrder={setOrder} />
          <h3>{ot('historyHeading')}</h3>
          <ol className="order-track-history">
            {order.history.map((entry, index) => (
              <li key={`${entry.at}:${index}`} data-testid="order-track-history-entry">
                <time dateTime={entry.at}>{orderDateTime(entry.at, ui.culture)}</time>
                {' · '}
                {orderStatusName(entry.status, ui.culture)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
});

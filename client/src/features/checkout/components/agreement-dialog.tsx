import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { PaymentType } from '../../../../../contracts/enums';
import { CHECKOUT_PAYMENT_TYPE } from '../../../../../contracts/order/payloads';
import { Modal } from '../../../components/modal';
import { useCheckoutT } from '../checkout-texts';
import { useShippingChoicesT } from '../shipping-choices-texts';
import { useCheckoutChoices } from '../use-checkout-choices';
import { useCardPayment } from '../use-card-payment';

type AgreementKind = 'preInformation' | 'salesAgreement';

export interface AgreementLinksProps {
  shippingAddressId: number | null;
  invoiceAddressId?: number;
  paymentType: PaymentType;
  pickupStoreId?: number;
}

/**
 * The policies sentence with both agreements as links that open them in a dialog (spec §7
 * pre-information and sales agreement forms), filled for this cart, addresses and payment.
 */
export const AgreementLinks = observer(function AgreementLinks({ shippingAddressId, invoiceAddressId, paymentType, pickupStoreId }: AgreementLinksProps) {
  const { agreements } = useCheckoutChoices();
  const card = useCardPayment();
  const t = useCheckoutT();
  const [open, setOpen] = useState<AgreementKind | null>(null);
  const show = (kind: AgreementKind) => {
    setOpen(kind);
    if (shippingAddressId !== null) void agreements.load({
      shippingAddressId, ...(invoiceAddressId === undefined ? {} : { invoiceAddressId }), paymentType, ...(pickupStoreId === undefined ? {} : { pickupStoreId }),
      // A card's plan and points: the forms' total is the one the checkout shows (issue 32 item 1).
      ...(Number(paymentType) === CHECKOUT_PAYMENT_TYPE.creditCard ? card.agreementChoice : {}),
    });
  };
  // The sentence's words stay in one translated text; its two placeholders become the links.
  const parts = t('policies').split(/(\{preInformation\}|\{salesAgreement\})/);
  return (
    <>
      {parts.map((part, index) => {
        const kind = part === '{preInformation}' ? 'preInformation' : part === '{salesAgreement}' ? 'salesAgreement' : null;
        return kind ? <button key={index} type="button" className="link-button" onClick={() => show(kind)}>{t(kind)}</button> : <span key={index}>{part}</span>;
      })}
      <AgreementDialog kind={open} onClose={() => setOpen(null)} needsAddress={shippingAddressId === null} />
    </>
  );
});

const AgreementDialog = observer(function AgreementDialog({ kind, onClose, needsAddress }: { kind: AgreementKind | null; onClose: () => void; needsAddress: boolean }) {
  const { agreements } = useCheckoutChoices();
  const t = useCheckoutT();
  const st = useShippingChoicesT();
  const html = kind && agreements.texts ? agreements.texts[kind] : null;
  return (
    <Modal title={kind ? t(kind) : ''} open={kind !== null} onClose={onClose}>
      {needsAddress ? <p role="alert">{st('agreementNeedsAddress')}</p> : null}
      {!needsAddress && agreements.loading ? <p role="status" aria-busy="true">{st('agreementLoading')}</p> : null}
      {!needsAddress && agreements.error ? <p role="alert" className="inline-error">{agreements.error}</p> : null}
      {/* The server escapes every value it fills in (server/src/common/escape-html.ts); the rest is the merchant's template.
          Focusable: a long text scrolls, and keyboard users scroll it from here. */}
      {!needsAddress && html ? <div className="agreement-text" data-testid="agreement-text" tabIndex={0} role="document" aria-label={t(kind!)} dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </Modal>
  );
});

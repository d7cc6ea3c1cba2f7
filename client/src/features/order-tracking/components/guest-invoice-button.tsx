import { useState } from 'react';
import { RequestHeader } from '../../../../../contracts/enums';
import { invoiceFileName } from '../../../../../contracts/order/documents';
import { useStores } from '../../../stores/use-stores';
import { useOrderTrackT } from '../order-track-texts';
import { BusyButton } from '../../../components/busy-button';

/**
 * A guest's invoice (spec §7 guest invoices, S6.02): the PDF is asked for with the order number
 * and the e-mail (a POST, so the e-mail stays out of addresses and logs), then saved as a file.
 */
export function GuestInvoiceButton({ docNo, email }: { docNo: string; email: string }) {
  const { ui } = useStores();
  const ot = useOrderTrackT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch('/api/guest-order-invoice', {
        method: 'POST', credentials: 'same-origin', body: JSON.stringify({ docNo, email }),
        headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json', [RequestHeader.Culture]: ui.culture },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        setFailure(body.message || ot('invoiceFailed'));
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = invoiceFileName(docNo, ui.culture);
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailure(ot('invoiceFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <p>
      <BusyButton type="button" className="button button--secondary" busy={busy} onClick={() => void download()}>{busy ? ot('invoiceLoading') : ot('invoice')}</BusyButton>
      {failure ? <span className="inline-error" role="alert"> {failure}</span> : null}
    </p>
  );
}

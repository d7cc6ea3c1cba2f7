import { observer } from 'mobx-react-lite';
import { GIFT_NOTE_MAX_LENGTH } from '../../../../../contracts/cart/cart-detail';
import { useShippingChoicesT } from '../shipping-choices-texts';
import { useCheckoutChoices } from '../use-checkout-choices';

/** The gift box and its note (spec §7 gift box note): a checkbox, then a note with a counter, saved when the field is left. */
export const GiftNote = observer(function GiftNote() {
  const { shipping } = useCheckoutChoices();
  const t = useShippingChoicesT();
  const length = shipping.giftNote.trim().length;
  const over = length > GIFT_NOTE_MAX_LENGTH;
  return (
    <fieldset className="checkout-gift" data-testid="gift-note">
      <legend><h2>{t('giftHeading')}</h2></legend>
      <label>
        <input type="checkbox" checked={shipping.giftBox} disabled={shipping.saving} onChange={(event) => void shipping.setGiftBox(event.target.checked)} />
        {' '}{t('giftBox')}
      </label>
      {shipping.giftBox ? (
        <div className="form-field">
          <label htmlFor="gift-note">{t('giftNote')}</label>
          <textarea
            id="gift-note" className="form-control" rows={3} value={shipping.giftNote}
            aria-describedby="gift-note-hint gift-note-counter" aria-invalid={shipping.error || over ? true : undefined}
            onChange={(event) => shipping.typeGiftNote(event.target.value)} onBlur={() => void shipping.saveGiftNote()}
          />
          <p className="checkout-note" id="gift-note-hint">{t('giftNoteHint')}</p>
          <p className={over ? 'inline-error' : 'checkout-note'} id="gift-note-counter" aria-live="polite">{t('giftNoteCounter', { count: length, max: GIFT_NOTE_MAX_LENGTH })}</p>
        </div>
      ) : null}
      {shipping.saving ? <p className="checkout-note" role="status">{t('saving')}</p> : null}
      {shipping.error ? <p className="inline-error" role="alert" data-testid="gift-note-error">{shipping.error}</p> : null}
    </fieldset>
  );
});

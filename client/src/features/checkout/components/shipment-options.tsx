import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../../stores/use-stores';
import { useShippingChoicesT } from '../shipping-choices-texts';
import { useCheckoutChoices } from '../use-checkout-choices';

/** The shipment options as radio cards (spec §7 ShipmentOptions flag): name, fee, free-shipping threshold; choosing one reprices the cart. */
export const ShipmentOptions = observer(function ShipmentOptions({ money }: { money: (amount: number) => string }) {
  const { shipping } = useCheckoutChoices();
  const { ui } = useStores();
  const t = useShippingChoicesT();
  useEffect(() => { void shipping.load(); }, [shipping, ui.culture]);
  // A pick-up ships nothing: the delivery choice says so, and no shipping choice is offered.
  if (!shipping.options.length || shipping.pickingUp) return null;
  return (
    <fieldset className="checkout-shipment" aria-busy={shipping.saving} data-testid="shipment-options">
      <legend><h2>{t('shipmentHeading')}</h2></legend>
      <div className="checkout-payment__types">
        {shipping.options.map((option) => (
          <label key={option.id} className="checkout-radio-card">
            <input type="radio" name="shipmentOption" value={String(option.id)} checked={shipping.selectedId === option.id} disabled={shipping.saving}
              onChange={() => void shipping.choose(option.id)} />
            <span>
              {option.name} · <strong>{option.fee ? money(option.fee) : t('free')}</strong>
              {option.freeOver !== undefined ? <small className="checkout-shipment__free"><br />{t('freeOver', { amount: money(option.freeOver) })}</small> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});

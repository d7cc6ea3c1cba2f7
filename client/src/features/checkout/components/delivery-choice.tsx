import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SHIPMENT_OPTION } from '../../../../../contracts/cart/cart-detail';
import { useStores } from '../../../stores/use-stores';
import { useCheckoutT } from '../checkout-texts';
import { useCheckoutChoices } from '../use-checkout-choices';
import { useCheckoutStore } from '../use-checkout-store';
import { formatPhone } from '../../../../../contracts/member/phone-format';

/** Sent to the address or picked up at one of the shop's stores (spec §7 available stores): name, address, phone and hours of each. */
export const DeliveryChoice = observer(function DeliveryChoice() {
  const { delivery } = useCheckoutStore();
  const { shipping } = useCheckoutChoices();
  const { ui } = useStores();
  const t = useCheckoutT();
  useEffect(() => { void delivery.load(); }, [delivery, ui.culture]);
  // The cart's option decides (it priced the totals shown); the shipping choices store reads the cart.
  const cartRead = shipping.selectedId !== null;
  const cartPicksUp = shipping.pickingUp;
  const storeCount = delivery.stores.length;
  useEffect(() => { if (cartRead && storeCount) delivery.follow(cartPicksUp); }, [delivery, cartRead, cartPicksUp, storeCount]);
  if (!delivery.stores.length) return null;
  const pickingUp = delivery.pickupStoreId !== null;
  // The cart is repriced with the choice: no shipping fee for a pick-up, standard shipping's back for the address.
  const sendToAddress = () => { delivery.choose(null); void shipping.choose(SHIPMENT_OPTION.standard); };
  const pickUp = () => { delivery.pickUp(); void shipping.choose(SHIPMENT_OPTION.pickup); };
  return (
    <fieldset className="checkout-delivery" data-testid="delivery-choice">
      <legend><h2>{t('deliveryHeading')}</h2></legend>
      <div className="checkout-payment__types">
        <label className="checkout-radio-card">
          <input type="radio" name="delivery" value="address" checked={!pickingUp} disabled={shipping.saving} onChange={sendToAddress} />
          {t('deliverToAddress')}
        </label>
        <label className="checkout-radio-card">
          <input type="radio" name="delivery" value="store" checked={pickingUp} disabled={shipping.saving} onChange={pickUp} />
          {t('pickUpInStore')}
        </label>
      </div>
      {pickingUp ? (
        <div className="checkout-note" data-testid="pickup-stores">
          <p>{t('pickupStoreNote')}</p>
          <div role="radiogroup" aria-label={t('pickupStore')}>
            {delivery.stores.map((store) => (
              <label key={store.id} className="checkout-radio-card">
                <input type="radio" name="pickupStore" value={String(store.id)} checked={delivery.pickupStoreId === store.id} onChange={() => delivery.choose(store.id)} />
                <span>
                  <strong>{store.name}</strong><br />
                  {store.address}, {store.countyName} / {store.cityName} · {formatPhone(store.phone)}<br />
                  <small>{t('storeHours')}: {store.hours}</small>
                </span>
              </label>
            ))}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
});

import { observer } from 'mobx-react-lite';
import type { Order } from '../../../../../../contracts/order/entities';
import { PayLaterForm } from '../../../../components/pay-later-form';
import { useStores } from '../../../../stores/use-stores';
import { orderPaymentApi } from '../../order-payment-api';
import { useAccountStore } from '../../use-account-store';

/** The member's pay-later order on its page (spec §7 pay-later transactions): the shared payment form, by card or from the wallet; paid, it becomes the open order. */
export const OrderPayLater = observer(function OrderPayLater({ order }: { order: Order }) {
  const { api } = useStores();
  const { orders } = useAccountStore();
  return <PayLaterForm order={order} allowWallet pay={orderPaymentApi(api).payOrder} onPaid={(paid) => orders.opened.show(paid)} />;
});

import {
  DELIVERY_MESSAGE_KEYS as KEYS,
  type DeliveryMessage,
  type DeliveryMessageState,
} from './delivery-message.types';

/**
 * The one message shown with the cart, by priority, first match wins:
 * incorrect cart → not working (orders not allowed, with the stop's title) → night →
 * pre-order (date and time) → self-pickup → delivery time by zone → out of zones → address prompt.
 *
 * A pre-order without both date and time yet asks for them at the pre-order step rather than
 * falling through to a zone time, which would promise "29 minutes" for an order set for later.
 */
export const deliveryMessage = (state: DeliveryMessageState): DeliveryMessage => {
  if (state.cartIsIncorrect) return { key: KEYS.incorrectCart };
  if (!state.ordersAllowed) return { key: KEYS.notWorking, params: { title: state.stopTitle ?? '' } };
  if (state.isNight) return { key: KEYS.nonWorkingHours };
  if (state.deliveryType === 'pre-order') {
    return state.preOrderDate !== '' && state.preOrderTime !== ''
      ? { key: KEYS.preOrder, params: { date: state.preOrderDate, time: state.preOrderTime } }
      : { key: KEYS.preOrderChooseTime };
  }
  if (state.deliveryType === 'self-pickup') return { key: KEYS.selfPickup };
  // A cleared street resets the zone, so a zone without a street is stale.
  if (state.streetEntered && state.zoneMinutes !== null) {
    return state.zoneMinutes > 0
      ? { key: KEYS.deliveryTime, params: { minutes: state.zoneMinutes + (state.busyMinutes ?? 0) } }
      : { key: KEYS.outOfZones };
  }
  return { key: KEYS.enterAddress };
};

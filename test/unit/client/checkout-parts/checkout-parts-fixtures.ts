import { InMemoryAddressZoneApi } from '../../../../src/client/adapters/demo/in-memory-address-zone-api.adapter';
import { InMemoryCouponApi } from '../../../../src/client/adapters/demo/in-memory-coupon-api.adapter';
import { createApplyCoupon } from '../../../../src/client/application/apply-coupon.use-case';
import { FindZoneTime } from '../../../../src/client/application/find-zone-time.use-case';
import type { CouponApiPort, CouponCheckResult } from '../../../../src/client/application/ports/coupon-api.port';
import type { MapPort, MapZone } from '../../../../src/client/application/ports/map.port';
import { AddressZoneViewModel } from '../../../../src/client/view-models/checkout/address-zone.view-model';
import { CouponViewModel } from '../../../../src/client/view-models/checkout/coupon.view-model';
import type { CouponApplyRequest } from '../../../../src/domain/coupon/coupon-apply-request.builder';
import type { LngLat } from '../../../../src/domain/delivery-zone/lng-lat';
import { storefrontAt } from '../support/storefront-fixtures';

/** A map that records what it was told; mount resolves at once. */
export class RecordingMap implements MapPort {
  mounted: HTMLElement | null = null;
  zones: readonly MapZone[] = [];
  view: { center: LngLat; zoom: number } | null = null;
  marker: LngLat | null = null;
  markerCalls = 0;

  async mount(element: HTMLElement): Promise<void> {
    this.mounted = element;
  }
  unmount(): void {
    this.mounted = null;
  }
  showZones(zones: readonly MapZone[]): void {
    this.zones = zones;
  }
  setView(center: LngLat, zoom: number): void {
    this.view = { center, zoom };
  }
  setMarker(point: LngLat | null): void {
    this.marker = point;
    this.markerCalls += 1;
  }
}

/** An API whose answers the test releases one by one, to put them out of order. */
export class DeferredCouponApi implements CouponApiPort {
  readonly calls: { request: CouponApplyRequest; resolve: (result: CouponCheckResult) => void }[] = [];
  checkCoupon(request: CouponApplyRequest): Promise<CouponCheckResult> {
    return new Promise((resolve) => this.calls.push({ request, resolve }));
  }
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const addressZoneAt = (pathname = '/') => {
  const store = storefrontAt(pathname);
  const api = new InMemoryAddressZoneApi();
  const map = new RecordingMap();
  const vm = new AddressZoneViewModel(
    api,
    new FindZoneTime({ api, logger: store.logger }),
    map,
    store.timer,
    store.shell,
    store.cities,
    store.logger,
  );
  return { ...store, api, map, vm };
};

export const couponAt = (pathname = '/', api: CouponApiPort = new InMemoryCouponApi()) => {
  const store = storefrontAt(pathname);
  // Who orders, as the order form's draft would say it.
  const who = { customer: { name: '', phone: '' } };
  const vm = new CouponViewModel(
    createApplyCoupon({ api, logger: store.logger }),
    store.timer,
    store.cart,
    store.shell,
    who,
  );
  return { ...store, api, vm, who };
};

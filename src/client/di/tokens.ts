/**
 * DI tokens of the browser app: one Symbol per port, configuration value and view-model.
 * View-models and components depend on these, never on the adapters bound to them.
 */
export const TOKENS = {
  // Ports (src/client/application/ports)
  Clock: Symbol('ClockPort'),
  Cookies: Symbol('CookiePort'),
  Storage: Symbol('StoragePort'),
  AdminCityPreference: Symbol('AdminCityPreferencePort'),
  ShopApi: Symbol('ShopApiPort'),
  Language: Symbol('LanguagePort'),
  PageLocation: Symbol('PageLocationPort'),
  SiteApi: Symbol('SiteApiPort'),
  Timer: Symbol('TimerPort'),
  // Use cases
  PrepareAdminArea: Symbol('PrepareAdminArea'),
  PrepareCheckoutArea: Symbol('PrepareCheckoutArea'),
  RecoverFromChunkError: Symbol('RecoverFromChunkError'),
  // Configuration and libraries the UI needs as values
  CityProfiles: Symbol('CityProfiles'),
  I18n: Symbol('i18n'),
  // View-models
  AppShellViewModel: Symbol('AppShellViewModel'),
  AdminSessionViewModel: Symbol('AdminSessionViewModel'),
  AdminLoginViewModel: Symbol('AdminLoginViewModel'),
  RouteErrorViewModel: Symbol('RouteErrorViewModel'),
  // The kitchen's orders screen on the admin home
  StaffOrdersApi: Symbol('StaffOrdersApiPort'),
  StaffOrdersViewModel: Symbol('StaffOrdersViewModel'),
  // The live orders board: its event stream, its alert sound, the printable kitchen ticket
  StaffOrderEvents: Symbol('StaffOrderEventsPort'),
  AlertSound: Symbol('AlertSoundPort'),
  KitchenTicketViewModel: Symbol('KitchenTicketViewModel'),
  // The menu sections' editor: the stop list and city prices
  StaffMenuApi: Symbol('StaffMenuApiPort'),
  StaffMenuViewModel: Symbol('StaffMenuViewModel'),
  StaffModifiersApi: Symbol('StaffModifiersApiPort'),
  // The Accounts section, the change log, and the Logout button
  AdminAccountsApi: Symbol('AdminAccountsApiPort'),
  AdminAccountsViewModel: Symbol('AdminAccountsViewModel'),
  AdminAuditApi: Symbol('AdminAuditApiPort'),
  AdminAuditViewModel: Symbol('AdminAuditViewModel'),
  AdminLogoutViewModel: Symbol('AdminLogoutViewModel'),
  // The coupons and callbacks sections (di/admin-coupons.binding.ts)
  StaffCouponsApi: Symbol('StaffCouponsApiPort'),
  StaffCouponsViewModel: Symbol('StaffCouponsViewModel'),
  StaffBannersApi: Symbol('StaffBannersApiPort'),
  StaffBannersViewModel: Symbol('StaffBannersViewModel'),
  StaffCallbacksApi: Symbol('StaffCallbacksApiPort'),
  StaffCallbacksViewModel: Symbol('StaffCallbacksViewModel'),
  CallbacksBadgeViewModel: Symbol('CallbacksBadgeViewModel'),
  // Site management: hours, exceptions, stops, busy mode, slot capacity
  SiteAdminApi: Symbol('SiteAdminApiPort'),
  SiteAdminViewModel: Symbol('SiteAdminViewModel'),
  // Content: the information pages' texts
  AdminContentApi: Symbol('AdminContentApiPort'),
  AdminContentViewModel: Symbol('AdminContentViewModel'),
  PageHeadTextsAdminApi: Symbol('PageHeadTextsAdminApiPort'),
  PageHeadTextsAdminViewModel: Symbol('PageHeadTextsAdminViewModel'),
  // The Delivery section: pickup points, payment methods, zones, localities and streets
  DeliveryAdminApi: Symbol('DeliveryAdminApiPort'),
  DeliveryZoneMap: Symbol('DeliveryZoneMapPort'),
  DeliverySectionViewModel: Symbol('DeliverySectionViewModel'),
  DeliveryPickupPointsViewModel: Symbol('DeliveryPickupPointsViewModel'),
  DeliveryPaymentMethodsViewModel: Symbol('DeliveryPaymentMethodsViewModel'),
  DeliveryZonesViewModel: Symbol('DeliveryZonesViewModel'),
  DeliveryAddressCheckViewModel: Symbol('DeliveryAddressCheckViewModel'),
  DeliveryAddressBookViewModel: Symbol('DeliveryAddressBookViewModel'),
  // The frame around the menu (di/frame.binding.ts)
  CitiesViewModel: Symbol('CitiesViewModel'),
  CallbackViewModel: Symbol('CallbackViewModel'),
  WorkingHoursViewModel: Symbol('WorkingHoursViewModel'),
  DialogViewModel: Symbol('DialogViewModel'),
  CitySelectionViewModel: Symbol('CitySelectionViewModel'),
  ContentPageViewModel: Symbol('ContentPageViewModel'),
  NotFoundViewModel: Symbol('NotFoundViewModel'),
  NavigationProgressViewModel: Symbol('NavigationProgressViewModel'),
  // Menu and cart (di/storefront.binding.ts)
  MenuApi: Symbol('MenuApiPort'),
  CartStorage: Symbol('CartStoragePort'),
  DocumentScroll: Symbol('DocumentScrollPort'),
  Logger: Symbol('LoggerPort'),
  MenuViewModel: Symbol('MenuViewModel'),
  CartViewModel: Symbol('CartViewModel'),
  ProductOptionsViewModel: Symbol('ProductOptionsViewModel'),
  RepeatOrderViewModel: Symbol('RepeatOrderViewModel'),
  RecentOrdersStorage: Symbol('RecentOrdersStoragePort'),
  RecentOrdersViewModel: Symbol('RecentOrdersViewModel'),
  BannersViewModel: Symbol('BannersViewModel'),
  SideNavigationViewModel: Symbol('SideNavigationViewModel'),
  // The order form's self-contained parts (di/checkout-parts.binding.ts)
  AddressZoneApi: Symbol('AddressZoneApiPort'),
  CouponApi: Symbol('CouponApiPort'),
  Map: Symbol('MapPort'),
  FindZoneTime: Symbol('FindZoneTime'),
  ApplyCoupon: Symbol('ApplyCoupon'),
  AddressZone: Symbol('AddressZoneViewModel'),
  Coupon: Symbol('CouponViewModel'),
  // Whether the order form's bindings are loaded (di/checkout-area.preparation.ts)
  CheckoutAreaViewModel: Symbol('CheckoutAreaViewModel'),
  // The order form, submission and thank-you page (di/checkout.binding.ts)
  OrderApi: Symbol('OrderApiPort'),
  OrderSession: Symbol('OrderSessionStoragePort'),
  PaymentRedirect: Symbol('PaymentRedirectPort'),
  Analytics: Symbol('AnalyticsPort'),
  OrderQuestions: Symbol('OrderQuestionsPort'),
  PlaceOrder: Symbol('PlaceOrder'),
  OrderSubmissionKeys: Symbol('OrderSubmissionKeys'),
  RandomId: Symbol('RandomIdPort'),
  CompleteOrder: Symbol('CompleteOrder'),
  CheckoutReferenceStore: Symbol('CheckoutReferenceStore'),
  OrderDraft: Symbol('OrderDraftStore'),
  /** Who orders, for the coupon check: the order draft, seen through a narrow interface. */
  CouponCustomer: Symbol('CouponCustomerSource'),
  OrderFormViewModel: Symbol('OrderFormViewModel'),
  OrderSubmissionViewModel: Symbol('OrderSubmissionViewModel'),
  OrderCompletion: Symbol('OrderCompletion'),
  CheckoutPageViewModel: Symbol('CheckoutPageViewModel'),
  PaymentRecovery: Symbol('PaymentRecovery'),
  PaymentRecoveryViewModel: Symbol('PaymentRecoveryViewModel'),
  // The order status page (di/checkout.binding.ts)
  OrderProgressApi: Symbol('OrderProgressApiPort'),
  OrderProgressEvents: Symbol('OrderProgressEventsPort'),
  OrderStatusViewModel: Symbol('OrderStatusViewModel'),
} as const;

/**
 * The container as components see it (src/client/ui/di/container-context.tsx): they resolve
 * view-models by token and know nothing else of the container or of what is bound to it.
 */
export interface Injector {
  get<T>(token: symbol): T;
}

/** Bound to TOKENS.PrepareAdminArea: resolves once the admin screens can be built (admin-area.preparation.ts). */
export type PrepareAdminArea = () => Promise<void>;
/** Bound to TOKENS.PrepareCheckoutArea: resolves once the order form can be built (checkout-area.preparation.ts). */
export type PrepareCheckoutArea = () => Promise<void>;

import type { Migration } from './migration.types';
import { catalogueMigration } from './0001-catalogue.migration';
import { deliveryMigration } from './0002-delivery.migration';
import { contentMigration } from './0003-content.migration';
import { couponsMigration } from './0004-coupons.migration';
import { adminsMigration } from './0005-admins.migration';
import { ordersMigration } from './0006-orders.migration';
import { dropRedundantOrderIndexMigration } from './0007-drop-redundant-order-index.migration';
import { bannerImagesPerLanguageMigration } from './0008-banner-images-per-language.migration';
import { staffMenuChangesMigration } from './0009-staff-menu-changes.migration';
import { adminAuditMigration } from './0010-admin-audit.migration';
import { adminAccountsMigration } from './0011-admin-accounts.migration';
import { couponUsesMigration } from './0012-coupon-uses.migration';
import { callbackStatusMigration } from './0013-callback-status.migration';
import { siteScheduleMigration } from './0014-site-schedule.migration';
import { adminDeliveryMigration } from './0015-admin-delivery.migration';
import { ordersBoardMigration } from './0016-orders-board.migration';
import { shopSecretsMigration } from './0017-shop-secrets.migration';
import { quotaUsesMigration } from './0018-quota-uses.migration';
import { paymentRefundsMigration } from './0019-payment-refunds.migration';
import { rateLimitHitsMigration } from './0020-rate-limit-hits.migration';
import { quotaTakeBatchMigration } from './0021-quota-take-batch.migration';
import { orderCancelReasonMigration } from './0022-order-cancel-reason.migration';
import { staffProductsMigration } from './0023-staff-products.migration';
import { productPhotosMigration } from './0025-product-photos.migration';
import { modifierGroupsMigration } from './0026-modifier-groups.migration';
import { onlinePaymentStopMessageMigration } from './0027-online-payment-stop-message.migration';
import { bannerAdminMigration } from './0028-banner-admin.migration';
import { contentMarkdownMigration } from './0029-content-markdown.migration';
import { pageHeadTextsMigration } from './0030-page-head-texts.migration';
import { quotaTakeBatchCountsOnceMigration } from './0031-quota-take-batch-counts-once.migration';
import { kyivPagesAndBannerPlacesMigration } from './0032-kyiv-pages-banner-places.migration';
import { burgersStopTextWithoutSushiMigration } from './0033-burgers-stop-text-without-sushi.migration';

/** Every migration in the order it applies. Append new ones; never edit a shipped one. */
export const SHOP_MIGRATIONS: readonly Migration[] = [
  catalogueMigration,
  deliveryMigration,
  contentMigration,
  couponsMigration,
  adminsMigration,
  ordersMigration,
  dropRedundantOrderIndexMigration,
  bannerImagesPerLanguageMigration,
  staffMenuChangesMigration,
  adminAuditMigration,
  adminAccountsMigration,
  couponUsesMigration,
  callbackStatusMigration,
  siteScheduleMigration,
  adminDeliveryMigration,
  ordersBoardMigration,
  shopSecretsMigration,
  quotaUsesMigration,
  paymentRefundsMigration,
  rateLimitHitsMigration,
  quotaTakeBatchMigration,
  orderCancelReasonMigration,
  staffProductsMigration,
  productPhotosMigration,
  modifierGroupsMigration,
  onlinePaymentStopMessageMigration,
  bannerAdminMigration,
  contentMarkdownMigration,
  pageHeadTextsMigration,
  quotaTakeBatchCountsOnceMigration,
  kyivPagesAndBannerPlacesMigration,
  burgersStopTextWithoutSushiMigration,
];

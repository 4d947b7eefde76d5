import type {
  CatalogCategory,
  CatalogProduct,
  CourseOffer,
  OfferTypeCode,
  StaffDiscountCode,
  StaffOrder,
  StaffPaymentSettings,
  StaffService,
  StaffSubscription,
} from '@cp/contract';
import type { catalogCategories } from '../../../db/schema/index.js';
import type { ServiceRow, SettingsRow } from '../payments.repository.js';
import { presentService } from '../services.presenter.js';
import type { OfferRow, ProductRow } from './staff-catalogue.repository.js';
import type { DiscountCodeRow, StaffOrderRow, StaffSubscriptionRow } from './staff-sales.repository.js';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null) => (date ? seconds(date) : null);

export function presentStaffService(row: ServiceRow, currency: string): StaffService {
  return {
    ...presentService(row, currency),
    is_active: row.isActive,
    appstore_product_code: row.appstoreProductCode,
  };
}

export function presentOffer(row: OfferRow, currency: string): CourseOffer {
  const { offer } = row;
  return {
    id: offer.id,
    course_id: offer.courseId,
    course_offer_relation_type_id: offer.relationTypeId,
    type: offer.type as OfferTypeCode,
    title: offer.title,
    description: offer.description,
    course_service: offer.courseServiceId,
    service: presentService(row.service, currency),
    // One picture for every size: the staff side stores one file per offer.
    images_files: row.imageUrl ? { large: row.imageUrl, medium: row.imageUrl, small: row.imageUrl } : null,
    sort: offer.sort,
  };
}

export function presentCategory(row: typeof catalogCategories.$inferSelect): CatalogCategory {
  return { id: row.id, title: row.title, sort: row.sort };
}

export function presentProduct(row: ProductRow, currency: string): CatalogProduct {
  const { product } = row;
  return {
    id: product.id,
    service_id: product.courseServiceId,
    alias: product.alias,
    type: product.type as OfferTypeCode,
    title: product.title,
    description: product.description,
    author: product.author,
    preview: row.previewUrl,
    category_id: product.categoryId,
    service: presentService(row.service, currency),
  };
}

export function presentDiscountCode(row: DiscountCodeRow): StaffDiscountCode {
  return {
    id: row.id,
    code: row.code,
    course_service_id: row.courseServiceId,
    kind: row.kind,
    value: row.value,
    expires_at: secondsOrNull(row.expiresAt),
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    created_at: seconds(row.createdAt),
  };
}

type Person = { id: number; email: string | null; name: string | null; lastName: string | null };
const presentPerson = (p: Person) => ({ id: p.id, email: p.email, name: p.name, last_name: p.lastName });

export function presentStaffOrder(row: StaffOrderRow): StaffOrder {
  const { order } = row;
  return {
    id: order.id,
    status: order.status,
    kind: order.kind,
    provider: order.provider,
    learner: presentPerson(row.learner),
    service: row.service,
    user_course_stream_id: order.userCourseStreamId,
    price: order.price,
    code_discount: order.codeDiscount,
    credit_discount: order.creditDiscount,
    referral_discount: order.referralDiscount,
    amount: order.amount,
    currency: order.currency,
    discount_code: row.code,
    contact: { name: order.contactName, phone: order.contactPhone, email: order.contactEmail },
    created_at: seconds(order.createdAt),
    paid_at: secondsOrNull(order.paidAt),
    marked_paid_by: row.marker ? presentPerson(row.marker) : null,
    refunded_at: secondsOrNull(order.refundedAt),
    refunded_by: row.refunder ? presentPerson(row.refunder) : null,
  };
}

export function presentStaffSubscription(row: StaffSubscriptionRow): StaffSubscription {
  const s = row.subscription;
  return {
    id: s.id,
    status: s.status,
    title: row.title,
    interval: s.interval,
    period: s.period,
    amount: s.amount,
    currency: s.currency,
    next_pay_at: secondsOrNull(s.nextPayAt),
    end_date: secondsOrNull(s.currentPeriodEnd),
    course_service_id: s.courseServiceId,
    user_course_stream_id: s.userCourseStreamId,
    canceled_at: secondsOrNull(s.canceledAt),
    created_at: seconds(s.createdAt),
    learner: presentPerson(row.learner),
    provider: s.provider,
    cancel_reason_type: (s.cancelReasonType as StaffSubscription['cancel_reason_type']) ?? null,
    cancel_reason: s.cancelReason,
  };
}

/** Secrets never leave the server: only whether they are set, and whether the key is live. */
export function presentSettings(
  row: SettingsRow | undefined,
  school: { currency: string; hasOrders: boolean },
): StaffPaymentSettings {
  return {
    mode: row?.mode ?? 'manual',
    currency: school.currency,
    currency_locked: school.hasOrders,
    manual_instructions: row?.manualInstructions ?? null,
    cancel_popup_text: row?.cancelPopupText ?? null,
    stripe_configured: Boolean(row?.stripeSecretKey && row.stripeWebhookSecret),
    stripe_live: row?.stripeSecretKey?.startsWith('sk_live_') ?? false,
  };
}

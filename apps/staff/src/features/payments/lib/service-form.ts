import type { ServiceType, StaffService, SubscriptionInterval } from '@cp/contract';
import { minorToInput, moneyTooLarge, parseMoney } from './money';

/** The service form as typed, and the body it sends (`staffServiceBody`). */
export interface ServiceForm {
  type: ServiceType;
  title: string;
  courseId: string;
  /** Major units as typed ("1990.50"). */
  price: string;
  durationDays: string;
  interval: SubscriptionInterval;
  period: string;
  questionsCount: string;
  appstoreCode: string;
  active: boolean;
}

/** Keys of the texts of `payments.json` under `services.errors`. */
export type ServiceFormError =
  | 'title'
  | 'course'
  | 'price'
  | 'priceTooLarge'
  | 'duration'
  | 'period'
  | 'questions';

export function emptyServiceForm(courseId = ''): ServiceForm {
  return {
    type: 'course_buy',
    title: '',
    courseId,
    price: '',
    durationDays: '30',
    interval: 'month',
    period: '1',
    questionsCount: '3',
    appstoreCode: '',
    active: true,
  };
}

export function serviceToForm(s: StaffService): ServiceForm {
  return {
    type: s.type,
    title: s.title,
    courseId: s.course_id === null ? '' : String(s.course_id),
    price: minorToInput(s.price, s.currency),
    durationDays: String(s.duration_days),
    interval: s.interval ?? 'month',
    period: String(s.period ?? 1),
    questionsCount: String(s.questions_count ?? 3),
    appstoreCode: s.appstore_product_code ?? '',
    active: s.is_active,
  };
}

const wholeIn = (text: string, min: number, max: number) => {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
};

export function serviceFormBody(
  form: ServiceForm,
  currency: string,
): { body: Record<string, unknown> } | { errors: Partial<Record<keyof ServiceForm, ServiceFormError>> } {
  const errors: Partial<Record<keyof ServiceForm, ServiceFormError>> = {};
  const title = form.title.trim();
  if (!title || title.length > 255) errors.title = 'title';
  const courseId = wholeIn(form.courseId, 1, 2_147_483_647);
  if (courseId === null) errors.courseId = 'course';
  const price = parseMoney(form.price.trim(), currency);
  if (price === null) errors.price = moneyTooLarge(form.price, currency) ? 'priceTooLarge' : 'price';
  const duration = wholeIn(form.durationDays, 1, 3650);
  if (duration === null) errors.durationDays = 'duration';
  const subscription = form.type === 'course_subscription';
  const period = subscription ? wholeIn(form.period, 1, 36) : null;
  if (subscription && period === null) errors.period = 'period';
  const questions = form.type === 'expert_additional_question' ? wholeIn(form.questionsCount, 1, 1000) : null;
  if (form.type === 'expert_additional_question' && questions === null) errors.questionsCount = 'questions';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      type: form.type,
      title,
      course_id: courseId,
      price,
      duration_days: duration,
      interval: subscription ? form.interval : null,
      period,
      questions_count: questions,
      appstore_product_code: form.appstoreCode.trim() || null,
      is_active: form.active,
    },
  };
}

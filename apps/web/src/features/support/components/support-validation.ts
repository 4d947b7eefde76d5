import type { BrandConfig } from '@cp/contract';
import type { CurrentUser } from '../../../lib/session/current-user';
import type { SupportCategory } from '../../../lib/support/support-categories';
import { checkSupportMessage, type MessageRule } from '../../../lib/support/support-rules';
import type { SupportRequest } from '../api/send-tech-question';

export interface SupportFormInput {
  category: SupportCategory | null;
  streamId: number | null;
  message: string;
  /** An empty message is allowed and sends the automatic request (see `takesAutoRequest`). */
  messageOptional: boolean;
  name: string;
}

export interface SupportFormErrors {
  category?: 'required';
  stream?: 'required';
  message?: MessageRule;
}

export type SupportValidation =
  | { ok: true; request: SupportRequest }
  | { ok: false; errors: SupportFormErrors };

/**
 * The brand's renewal topics (spec 01 §3 supportCategoryIds renewCourse, renewConsultation)
 * say everything by themselves: their request may go without a text, as the app's automatic
 * request `POST /tech-questions/auto` (spec 01 §7; spec-gaps).
 */
export function takesAutoRequest(categoryId: number, ids: BrandConfig['supportCategoryIds']): boolean {
  return categoryId === ids.renewCourse || categoryId === ids.renewConsultation;
}

/** The name the request is signed with: the first name, else the display name, else the id. */
export function requesterName(user: Pick<CurrentUser, 'id' | 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return (name || user.email?.trim() || `#${user.id}`).slice(0, 255);
}

/**
 * The rules of the contract's `techQuestionBody` (spec 01 §5, §9): a topic; a course when the
 * topic targets one; a message of at most 500 characters, required unless the topic takes
 * the automatic request.
 */
export function validateSupportRequest(input: SupportFormInput): SupportValidation {
  const errors: SupportFormErrors = {};
  if (!input.category) errors.category = 'required';
  else if (input.category.needsCourse && input.streamId === null) errors.stream = 'required';
  const text = input.message.trim();
  const rule = checkSupportMessage(input.message);
  if (rule && !(rule === 'required' && input.messageOptional)) errors.message = rule;
  if (!input.category || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      categoryId: input.category.id,
      streamId: input.category.needsCourse ? input.streamId : null,
      name: input.name,
      message: text ? text : null,
    },
  };
}

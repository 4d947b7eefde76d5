import { SUPPORT_ROUTES, type TechQuestion as WireTechQuestion } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';

/** A stored support request in client names, time in milliseconds. */
export interface TechQuestion {
  id: number;
  categoryId: number | null;
  streamId: number | null;
  name: string;
  message: string | null;
  createdAt: number;
}

export function toTechQuestion(question: WireTechQuestion): TechQuestion {
  return {
    id: question.id,
    categoryId: question.support_category_id,
    streamId: question.target_id,
    name: question.name,
    message: question.message,
    createdAt: question.created_at * 1000,
  };
}

/** The request as the form holds it; `message` null sends the automatic request. */
export interface SupportRequest {
  categoryId: number;
  streamId: number | null;
  name: string;
  message: string | null;
}

/**
 * `POST /tech-questions` {target_id, support_category_id, name, message} (spec 01 §7), or
 * without a message `POST /tech-questions/auto` {target_id, support_category_id, name}.
 */
export async function sendTechQuestion(request: SupportRequest): Promise<TechQuestion> {
  const base = { target_id: request.streamId, support_category_id: request.categoryId, name: request.name };
  const { data } =
    request.message === null
      ? await apiPost<WireTechQuestion>(SUPPORT_ROUTES.techQuestionsAuto, { body: base })
      : await apiPost<WireTechQuestion>(SUPPORT_ROUTES.techQuestions, {
          body: { ...base, message: request.message },
        });
  return toTechQuestion(data);
}

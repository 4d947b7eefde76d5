import { SUPPORT_ROUTES } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';

/** The guest's request (spec 01 §5 "Anonymous support form"), as sent. */
export interface AnonymousQuestion {
  email: string;
  name: string;
  message: string;
  categoryId: number | null;
}

/**
 * Beside the form rather than in api/: that folder joins the account screens' shared chunk,
 * which would then pull the support paths, and with them that chunk, into every screen
 * with a banner (vite.config.ts `accountShared`).
 *
 * `POST /tech-questions/anonymous` {email, name, message, support_category_id} (spec 01 §7;
 * the other source's `faq/sendTechQuestionAnonymous`, decision 036). Resolves once stored.
 */
export async function sendAnonymousQuestion(question: AnonymousQuestion): Promise<void> {
  await apiPost(SUPPORT_ROUTES.techQuestionsAnonymous, {
    body: {
      email: question.email,
      name: question.name,
      message: question.message,
      ...(question.categoryId !== null && { support_category_id: question.categoryId }),
    },
  });
}

import { type ConsoleSupportCategory, LANGUAGES, SUPPORT_CATEGORY_ID_MAX } from '@cp/contract';
import { type FormErrors, type FormResult, wholeNumber } from './form-rules';

/** The support topic form: a title per language, the place in the list, what it asks for. */
export interface TopicForm {
  id: string;
  ru: string;
  en: string;
  es: string;
  sort: string;
  aboutCourse: boolean;
  requireProduct: boolean;
}

export function topicToForm(row: ConsoleSupportCategory | null): TopicForm {
  return {
    id: row ? String(row.id) : '',
    ru: row?.title.ru ?? '',
    en: row?.title.en ?? '',
    es: row?.title.es ?? '',
    sort: String(row?.sort ?? 0),
    aboutCourse: row?.target_product === 'user_course',
    requireProduct: row?.require_product ?? false,
  };
}

/** Server field → form field, so a 422 lands under its field. */
export const TOPIC_SERVER_NAMES: Record<string, keyof TopicForm> = {
  id: 'id',
  'title.ru': 'ru',
  'title.en': 'en',
  'title.es': 'es',
  sort: 'sort',
};

/**
 * The body of `POST`/`PUT /staff/content/support-categories`. The number is optional on
 * creation (the school's next one); which title is required is the server's to say (the
 * school's default language), the form asks for at least one.
 */
export function topicBody(form: TopicForm, creating: boolean): FormResult<TopicForm> {
  const errors: FormErrors<TopicForm> = {};
  const id = form.id.trim() ? wholeNumber(form.id, { min: 1, max: SUPPORT_CATEGORY_ID_MAX }) : undefined;
  if (id === null) errors.id = 'whole';
  const sort = wholeNumber(form.sort || '0');
  if (sort === null) errors.sort = 'whole';
  if (LANGUAGES.every((l) => !form[l].trim())) errors.ru = 'titleRequired';
  if (Object.keys(errors).length > 0) return { errors };
  const title = Object.fromEntries(LANGUAGES.map((l) => [l, form[l].trim()]).filter(([, v]) => v));
  return {
    body: {
      ...(creating && id !== undefined ? { id } : {}),
      title,
      sort,
      target_product: form.aboutCourse ? 'user_course' : 'none',
      require_product: form.requireProduct,
    },
  };
}

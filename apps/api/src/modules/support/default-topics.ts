import type { BrandConfig, Language } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { supportCategories } from '../../db/schema/index.js';

type Title = Record<Language, string>;

/**
 * The support topics every school starts with (issue 28, 11): one for handing in homework and
 * one for renewals, which the brand's settings name, and two a guest may use. The administrator
 * renames, adds or removes them in the console (Content → Support topics). The titles are also
 * written out in migration 0026, which cannot import them.
 */
export const DEFAULT_TOPIC_TITLES = {
  passHomework: { ru: 'Сдать задание', en: 'Hand in homework', es: 'Entregar la tarea' },
  renewal: {
    ru: 'Продлить курс или консультацию',
    en: 'Renew a course or consultation',
    es: 'Renovar un curso o una consulta',
  },
  technical: { ru: 'Техническая проблема', en: 'Technical problem', es: 'Problema técnico' },
  payment: { ru: 'Оплата', en: 'Payment', es: 'Pago' },
} as const satisfies Record<string, Title>;

/** The numbers a new school's topics get, and so its brand's `supportCategoryIds`. */
const NEW_SCHOOL_IDS = { passHomework: 1, renewal: 2, technical: 3, payment: 4 } as const;

export const NEW_SCHOOL_SUPPORT_CATEGORY_IDS: BrandConfig['supportCategoryIds'] = {
  passHomework: NEW_SCHOOL_IDS.passHomework,
  renewCourse: NEW_SCHOOL_IDS.renewal,
  renewConsultation: NEW_SCHOOL_IDS.renewal,
};

/**
 * The default topics under the given numbers. Homework and renewals are about one of the
 * learner's courses (spec 01 §3 `target_product` 1), so guests are not offered them.
 */
export function defaultTopics(projectId: number, ids: Record<keyof typeof DEFAULT_TOPIC_TITLES, number>) {
  const aboutCourse = { targetProduct: 1, requireProduct: true };
  const general = { targetProduct: 0, requireProduct: false };
  return [
    { projectId, id: ids.passHomework, sort: 1, title: DEFAULT_TOPIC_TITLES.passHomework, ...aboutCourse },
    { projectId, id: ids.renewal, sort: 2, title: DEFAULT_TOPIC_TITLES.renewal, ...aboutCourse },
    { projectId, id: ids.technical, sort: 3, title: DEFAULT_TOPIC_TITLES.technical, ...general },
    { projectId, id: ids.payment, sort: 4, title: DEFAULT_TOPIC_TITLES.payment, ...general },
  ];
}

/** A new school's topics; its brand is then made with `NEW_SCHOOL_SUPPORT_CATEGORY_IDS`. */
export async function addNewSchoolTopics(db: Db, projectId: number): Promise<void> {
  await db.insert(supportCategories).values(defaultTopics(projectId, NEW_SCHOOL_IDS));
}

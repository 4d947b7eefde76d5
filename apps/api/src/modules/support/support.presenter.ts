import type { Language, SupportCategory, TechQuestion } from '@cp/contract';
import type { SupportCategoryRow, TechQuestionRow } from './support.repository.js';

/** The title in the request's language, else Russian (the default language), else any. */
export function categoryTitle(row: SupportCategoryRow, lang: Language): string {
  return row.title[lang] ?? row.title.ru ?? Object.values(row.title)[0] ?? String(row.id);
}

/** Spec 01 §3 Support category: the stored code, which the client maps (1 to user_course, else none). */
export function presentCategory(row: SupportCategoryRow, lang: Language): SupportCategory {
  return {
    id: row.id,
    sort: row.sort,
    title: categoryTitle(row, lang),
    target_product: row.targetProduct,
    requireProduct: row.requireProduct,
  };
}

export function presentTechQuestion(row: TechQuestionRow): TechQuestion {
  return {
    id: row.id,
    support_category_id: row.supportCategoryId,
    target_id: row.targetId,
    name: row.name,
    message: row.message,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

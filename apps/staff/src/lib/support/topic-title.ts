import type { ConsoleSupportCategory, Language } from '@cp/contract';

/**
 * A support topic's title in the console's language, else Russian (the default), else any, else
 * its number: the content screen lists the topics, the brand screen chooses among them.
 */
export function topicTitle(row: Pick<ConsoleSupportCategory, 'id' | 'title'>, lang: string): string {
  return row.title[lang as Language] ?? row.title.ru ?? row.title.en ?? row.title.es ?? `#${row.id}`;
}

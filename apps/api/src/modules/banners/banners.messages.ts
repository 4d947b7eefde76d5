import type { Language } from '@cp/contract';

/** Banners (spec 01 §9): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const bannersMessages = {
  bannersDisabled: {
    ru: 'Баннеры в этой школе выключены.',
    en: 'Banners are turned off in this school.',
    es: 'Los banners están desactivados en esta escuela.',
  },
} satisfies Record<string, Record<Language, string>>;

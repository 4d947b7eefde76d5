import type { Language } from '@cp/contract';

/** The demo access (spec 02 §4): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const demoMessages = {
  demoNotAvailable: {
    ru: 'Демо-доступ в этой школе выключен.',
    en: 'Demo access is turned off in this school.',
    es: 'El acceso de demostración está desactivado en esta escuela.',
  },
} satisfies Record<string, Record<Language, string>>;

import type { Language } from '@cp/contract';

/** Training reminders: the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const scheduleMessages = {
  reminderTitle: {
    ru: 'Время заниматься',
    en: 'Time for your course',
    es: 'Hora de tu curso',
  },
  reminderBody: {
    ru: 'Напоминание на {time}: продолжите курс.',
    en: 'Your {time} reminder: continue your course.',
    es: 'Recordatorio de las {time}: continúa tu curso.',
  },
} satisfies Record<string, Record<Language, string>>;

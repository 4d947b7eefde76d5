import type { DomainConfig } from '@cp/contract';

/**
 * The languages a school's domain offers (spec 01 §2 DomainConfig `languages`): the three the apps
 * speak. A new school starts with them (staff-setup.service.ts), as the demo schools do.
 */
export const schoolLanguages: DomainConfig['languages'] = [
  { code: 'ru', detector_code: 'ru-RU', title: 'Русский' },
  { code: 'en', detector_code: 'en-US', title: 'English' },
  { code: 'es', detector_code: 'es-ES', title: 'Español' },
];

import 'i18next';
import type { Resources } from './resources';

// Russian is the reference language: a key missing there fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

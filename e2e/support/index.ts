export { expectAccessible } from './a11y';
export { DEMO } from './demo';
export { BASE_URL, E2E_PORT, READY_URL, SCHOOL_URLS } from './env';
export { screenshot } from './screenshot';

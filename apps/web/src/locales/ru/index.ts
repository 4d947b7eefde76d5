import account from './account.json';
import auth from './auth.json';
import common from './common.json';
import courses from './courses.json';
import notFound from './not-found.json';

/** Every namespace of one language: one chunk per language (lib/i18n/i18n.ts). */
const resources = { common, auth, courses, account, 'not-found': notFound };

export default resources;

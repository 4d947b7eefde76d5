import account from './account.json';
import auth from './auth.json';
import calendar from './calendar.json';
import common from './common.json';
import courses from './courses.json';
import day from './day.json';
import freeze from './freeze.json';
import learning from './learning.json';
import materials from './materials.json';
import notFound from './not-found.json';
import player from './player.json';
import social from './social.json';

/** Every namespace of one language: one chunk per language (lib/i18n/i18n.ts). */
const resources = {
  common,
  auth,
  courses,
  account,
  'not-found': notFound,
  learning,
  calendar,
  day,
  materials,
  freeze,
  player,
  social,
};

export default resources;

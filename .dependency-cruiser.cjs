// The API's module graph, checked by `npm run deps` (issue 31, decision 125). The layers, bottom
// to top: contract, db, lib, plugins, modules, then the users of the modules (seed, cli, app.ts,
// server.ts, boot.ts) and the test rigs (test, conformance, faults). A layer imports only layers
// below it, and nothing imports in a circle. From outside an area, code imports only the area's
// face, its index.ts and mount.ts (decision 130). docs/ARCHITECTURE.md draws the map.

/**
 * Test code beside the code it tests: test files and their fixtures (`homework-fixtures.ts`,
 * `staff-payments.fixtures.ts`). They use everything and stand above it, like test/.
 */
const testFile = '(\\.test|[.-]fixtures)\\.ts$';

/** The test rigs: they may import anything, and nothing that ships imports them. */
const rigs = '^apps/api/src/(test|conformance|faults)/';

/** The top of the API: the programs that assemble the modules, and the rigs that test them. */
const top = `^apps/api/src/(seed|cli|app)/|^apps/api/src/(app|server|boot)\\.ts$|${rigs}`;

/**
 * The areas (modules/<area>) by tier, bottom first, as docs/ARCHITECTURE.md draws them. An area
 * imports areas of its own tier or below; a new area gets a tier here (`area-on-the-map`).
 *
 * Inside a tier the areas are listed in order too, bottom first: an area imports only areas listed
 * before it in its tier (`tier-order`), so no two areas use each other, not even without a file
 * circle (decision 135). The order, and why each area stands where it does:
 * - people: avatar (a user's files and their links) < support < user (the user resource shows the
 *   avatar) < auth (a sign-in answers with the user) < social (signs in through auth's sessions)
 *   < account, profile (change the user, answer with it) < staff-roles (who of the staff may call
 *   what) < audit (the console's log, read by administrators) < staff (records its actions in it);
 * - learning: the course content, media and uploads first; the streams (what of a course a learner
 *   has open) < the courses (which ask the streams) < learning, days, freeze, points
 *   < certificates (a stream's state and its course decide whether one is earned);
 * - conversation: mail-notifications (mails a learner; homework, chat, payments and the video
 *   consultations may call it) < chat-channels < push (sends a notification) < schedule (its
 *   reminders are pushes) < consultations (live in a chat channel) < chat (counts and opens consultations)
 *   < homework (posts to the chat, pushes its reviews) < video-consultations (from the chat);
 * - commerce: referral < payments (a payment earns or reverses cashback, priced with the referral
 *   discount).
 */
const tiers = [
  { name: 'school', areas: ['tenancy', 'health', 'demo'] },
  {
    name: 'people',
    areas: [
      'avatar',
      'support',
      'user',
      'auth',
      'social',
      'account',
      'profile',
      'staff-roles',
      'audit',
      'staff',
    ],
  },
  {
    name: 'learning',
    areas: [
      'course-content',
      'media',
      'uploads',
      'streams',
      'courses',
      'learning',
      'days',
      'freeze',
      'points',
      'certificates',
    ],
  },
  {
    name: 'conversation',
    areas: [
      'mail-notifications',
      'chat-channels',
      'push',
      'schedule',
      'consultations',
      'chat',
      'homework',
      'video-consultations',
    ],
  },
  { name: 'commerce', areas: ['referral', 'payments'] },
  { name: 'shell', areas: ['console', 'banners', 'community', 'pwa'] },
];

const areasOf = (list) => `^apps/api/src/modules/(${list.flatMap((t) => t.areas).join('|')})/`;

/** One rule per tier: its areas import nothing of a tier above (their texts aside). */
const tierRules = tiers.slice(0, -1).map((tier, i) => ({
  name: `tier-${tier.name}-looks-down`,
  severity: 'error',
  comment: `An area of the ${tier.name} tier imports an area of a tier above it: move the shared piece down, or hand it in through a parameter (docs/ARCHITECTURE.md, the module map).`,
  from: { path: areasOf([tier]), pathNot: testFile },
  to: { path: areasOf(tiers.slice(i + 1)), pathNot: '\\.messages\\.ts$' },
}));

/**
 * One rule entry per area: it imports no area listed after it in its own tier (its texts aside),
 * which keeps any two areas from using each other both ways (decision 135).
 */
const orderRules = tiers.flatMap((tier) =>
  tier.areas.slice(0, -1).map((area, i) => ({
    name: 'tier-order',
    severity: 'error',
    comment: `The ${area} area imports an area listed after it in the ${tier.name} tier, which stands above it (.dependency-cruiser.cjs, \`tiers\`): move the shared piece below both, or hand it in through a parameter where the areas are mounted (decision 135).`,
    from: {
      path: `^apps/api/src/modules/${area}/`,
      pathNot: testFile,
    },
    to: {
      path: `^apps/api/src/modules/(${tier.areas.slice(i + 1).join('|')})/`,
      pathNot: '\\.messages\\.ts$',
    },
  })),
);

/**
 * An area's public face (decision 130): `index.ts`, what other areas and the programs may call,
 * and `mount.ts`, the routes and plugins the programs mount (apart, so that calling an area does
 * not load its routes and the areas those import). From outside an area, only these two files are
 * imported, and its texts (`*.messages.ts`, leaves that lib/messages.ts gathers, as the tiers allow).
 */
const face = '^apps/api/src/modules/[^/]+/(index|mount)\\.ts$|\\.messages\\.ts$';

const faceComment =
  "Code outside an area imports one of its files: import it from the area's face (modules/<area>/index.ts, or mount.ts for routes and plugins), adding the name there if it is new (decision 130).";

/**
 * One rule per kind of importer: the areas (their own files aside) and the rest. No area reaches
 * into another's files: the two pairs that once did (the streams into the courses' content types,
 * the consultations into the chat's channel, events and policy) stand on a piece moved below both
 * (modules/course-content, modules/chat-channels; decision 132).
 */
const faceRules = [
  {
    name: 'area-through-its-face',
    severity: 'error',
    comment: faceComment,
    from: {
      path: '^apps/api/src/modules/([^/]+)/',
      pathNot: testFile,
    },
    to: { path: '^apps/api/src/modules/', pathNot: `${face}|^apps/api/src/modules/$1/` },
  },
  {
    name: 'area-through-its-face',
    severity: 'error',
    comment: faceComment,
    from: { path: '^apps/api/src/', pathNot: `^apps/api/src/modules/|${testFile}|${rigs}` },
    to: { path: '^apps/api/src/modules/', pathNot: face },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...tierRules,
    ...orderRules,
    ...faceRules,
    {
      name: 'area-on-the-map',
      severity: 'error',
      comment: 'A folder under modules/ that no tier names: give it its tier in `tiers` above.',
      from: { path: '^apps/api/src/modules/', pathNot: areasOf(tiers) },
      to: { path: '^apps/api/src/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules of the API import each other in a circle: move the shared piece down (into a lower module or lib), or hand it in through a parameter.',
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'no-upward',
      severity: 'error',
      comment:
        'A module, lib, plugin or db file imports the seed, the CLI, the app or a test rig: those sit above it and use it, never the other way round.',
      from: { path: '^apps/api/src/(modules|lib|plugins|db)/', pathNot: testFile },
      to: { path: top },
    },
    {
      name: 'lib-below-modules',
      severity: 'error',
      comment:
        "lib (and db) sit below the modules: a module uses them, never the other way round. The one exception is the message lookup (lib/messages.ts), which gathers each area's texts (`*.messages.ts`, leaves).",
      from: { path: '^apps/api/src/(lib|db)/', pathNot: testFile },
      to: { path: '^apps/api/src/modules/', pathNot: '\\.messages\\.ts$' },
    },
    {
      name: 'messages-are-leaves',
      severity: 'error',
      comment:
        "An area's texts (`*.messages.ts`) import nothing but the contract and other texts, so that lib/messages.ts can gather them without a circle.",
      from: { path: '\\.messages\\.ts$' },
      to: { path: '^apps/api/src/', pathNot: '\\.messages\\.ts$' },
    },
    {
      name: 'no-test-into-production',
      severity: 'error',
      comment:
        'Code that ships (a module, the seed, the CLI, the app) imports a test, a fixture or a test rig: move what both need into the shipped code.',
      from: { path: '^apps/api/src/', pathNot: `${testFile}|${rigs}` },
      to: { path: `${testFile}|${rigs}` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    // Type-only imports are part of the graph too: a circle of types is still a knot to a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/api/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      dot: { collapsePattern: '^apps/api/src/(modules|lib|plugins|db/schema|seed|cli)/[^/]+' },
    },
  },
};

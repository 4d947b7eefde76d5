// The two browser apps' import rules (issue 31), as `.dependency-cruiser.cjs` keeps the API's; `npm
// run deps` runs both. docs/ARCHITECTURE.md draws the layout: each app is app/ (the router, the
// layouts, the guards: it puts the features together) over features/<area>/ over the app's shared
// lib/, components/ and config/, over packages/ui and packages/contract. A feature imports
// downward only and never another feature: what two features share moves down (bulletproof-react
// keeps its features so). Test code (`*.test.ts(x)`, `src/test/`) may reach anywhere.

const apps = '(web|staff)';
const testFile = '(\\.test\\.tsx?$|/src/test/)';
const shared = `^apps/${apps}/src/(lib|components|config|locales)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-not-into-feature',
      severity: 'error',
      comment:
        "A feature imports another feature: move what both need into the app's lib/ or components/ (or packages/ui), or let app/ put the two together.",
      from: { path: `^apps/${apps}/src/features/([^/]+)/`, pathNot: testFile },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment:
        'A feature or a shared module imports app/ (the router, the layouts, the guards), which sits above them and imports them: move the shared piece (a path, a control) down into lib/ or components/.',
      from: { path: `^apps/${apps}/src/(features|lib|components|config)/`, pathNot: testFile },
      to: { path: '^apps/$1/src/app/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment:
        "The app's lib/, components/ and config/ sit below the features: a feature uses them, never the other way round.",
      from: { path: shared, pathNot: testFile },
      to: { path: '^apps/$1/src/features/' },
    },
    {
      name: 'app-not-into-app',
      severity: 'error',
      comment: 'One app imports the other: what both need belongs in packages/ui or packages/contract.',
      from: { path: `^apps/${apps}/src/` },
      to: { path: `^apps/${apps}/src/`, pathNot: '^apps/$1/src/' },
    },
    {
      name: 'ui-below-apps',
      severity: 'error',
      comment: "packages/ui is below both apps: it imports neither app's code.",
      from: { path: '^packages/ui/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files of an app import each other in a circle: move the shared piece down.',
      from: { path: '^(apps/(web|staff)|packages/ui)/src/', pathNot: testFile },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'browser', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json', '.css'],
    },
  },
};

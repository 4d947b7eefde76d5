#!/usr/bin/env node
// @ts-check
// The mobile shell's check (issue 12, decision 070), part of `npm test`: what can be proven here,
// without the Android SDK, Xcode or CocoaPods. It builds the web app's mobile bundle for a school
// (VITE_API_ORIGIN), runs `cap sync` (the iOS project uses Swift Package Manager, so no `pod
// install`), then checks that both native projects got the bundle, the configuration and the
// plugins, that the bundle calls the school, and that the API answers the shell's origins.
// Building and running the apps themselves needs the SDKs: README "Mobile app".
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/proc.mjs';

/** A school's address for the check build: any https origin will do. */
const SCHOOL = 'https://school.example';
const mobileDir = path.join(repoRoot, 'apps/mobile');
const distDir = path.join(repoRoot, 'apps/web/dist-mobile');
const androidMain = path.join(mobileDir, 'android/app/src/main');
const iosApp = path.join(mobileDir, 'ios/App/App');

/** @type {string[]} */
const failures = [];
/**
 * @param {boolean} ok
 * @param {string} what
 */
function check(ok, what) {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

/**
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(title, command, args, cwd) {
  console.log(`\n==> ${title}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_ORIGIN: SCHOOL },
  });
  if (result.status !== 0) {
    console.error(`${title} failed (${result.error?.message ?? `exit ${result.status}`})`);
    process.exit(1);
  }
}

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** @param {string} file */
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/**
 * Every file under `dir`, as paths relative to it.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

run('mobile web build', 'npm', ['run', 'build:mobile'], repoRoot);
run('cap sync (android, ios)', path.join(repoRoot, 'node_modules/.bin/cap'), ['sync'], mobileDir);

console.log('\n==> the web bundle');
const index = read(path.join(distDir, 'index.html'));
check(
  /src="\.\/assets\/[^"]+\.js"/.test(index),
  'index.html loads its script by a relative path (./assets/)',
);
const bundle = filesUnder(distDir)
  .filter((file) => file.endsWith('.js'))
  .map((file) => read(path.join(distDir, file)))
  .join('\n');
check(bundle.includes(SCHOOL), `the bundle calls the school's server it was built for (${SCHOOL})`);
const chunks = readdirSync(path.join(distDir, 'assets'));
check(
  chunks.some((file) => /^native-network-[\w-]+\.js$/.test(file)) && bundle.includes('isNativePlatform'),
  'the bundle is the mobile build: it loads the native network status inside the shell',
);

/** The app's files, each with the same bytes count in a native project's public folder. */
const webFiles = filesUnder(distDir);
for (const [platform, publicDir] of [
  ['android', path.join(androidMain, 'assets/public')],
  ['ios', path.join(iosApp, 'public')],
]) {
  const copied = webFiles.filter((file) => {
    const target = path.join(publicDir, file);
    return existsSync(target) && statSync(target).size === statSync(path.join(distDir, file)).size;
  });
  check(
    copied.length === webFiles.length,
    `${platform}: all ${webFiles.length} files of the bundle copied (${copied.length} found)`,
  );
  check(read(path.join(publicDir, 'index.html')) === index, `${platform}: index.html is this build's`);
}

console.log('\n==> configuration');
const { MOBILE_SHELL_ORIGINS } = await import(path.join(repoRoot, 'packages/contract/src/offline.ts'));
/** @type {readonly string[]} */
const allowed = MOBILE_SHELL_ORIGINS;
const androidConfig = readJson(path.join(androidMain, 'assets/capacitor.config.json'));
const iosConfig = readJson(path.join(iosApp, 'capacitor.config.json'));
for (const [platform, config] of [
  ['android', androidConfig],
  ['ios', iosConfig],
]) {
  check(
    config.appId === 'com.courseplatform.learner' && config.webDir === '../web/dist-mobile',
    `${platform}: capacitor.config.json written (appId ${config.appId}, webDir ${config.webDir})`,
  );
  const scheme = platform === 'android' ? config.server.androidScheme : config.server.iosScheme;
  const origin = `${scheme}://${config.server.hostname}`;
  check(allowed.includes(origin), `${platform}: the WebView's origin ${origin} is one the API answers`);
  check(config.server.cleartext === false, `${platform}: no cleartext traffic for an https school`);
}

console.log('\n==> plugins');
const mobilePackage = readJson(path.join(mobileDir, 'package.json'));
/** The Capacitor plugins the shell depends on (the platforms, core and CLI are not plugins). */
const plugins = Object.keys(mobilePackage.dependencies).filter(
  (name) =>
    name.startsWith('@capacitor/') &&
    !['@capacitor/core', '@capacitor/android', '@capacitor/ios'].includes(name),
);
check(plugins.length === 3, `three plugins in apps/mobile (${plugins.join(', ')})`);
const androidPlugins = readJson(path.join(androidMain, 'assets/capacitor.plugins.json')).map(
  (/** @type {{ pkg: string }} */ plugin) => plugin.pkg,
);
const settingsGradle = read(path.join(mobileDir, 'android/capacitor.settings.gradle'));
const buildGradle = read(path.join(mobileDir, 'android/app/capacitor.build.gradle'));
const packageSwift = read(path.join(mobileDir, 'ios/App/CapApp-SPM/Package.swift'));
for (const plugin of plugins) {
  const gradleName = plugin.replace('@capacitor/', 'capacitor-');
  check(androidPlugins.includes(plugin), `android: ${plugin} registered (capacitor.plugins.json)`);
  const include = settingsGradle.match(
    new RegExp(`project\\(':${gradleName}'\\)\\.projectDir = new File\\('([^']+)'\\)`),
  );
  check(
    Boolean(include && existsSync(path.join(mobileDir, 'android', include[1] ?? ''))),
    `android: settings gradle includes :${gradleName} from an existing folder`,
  );
  check(
    buildGradle.includes(`implementation project(':${gradleName}')`),
    `android: the app depends on :${gradleName}`,
  );
  const swiftPackage = packageSwift.match(new RegExp(`path: "([^"]+/${plugin.replace('/', '\\/')})"`));
  check(
    Boolean(swiftPackage && existsSync(path.join(mobileDir, 'ios/App/CapApp-SPM', swiftPackage[1] ?? ''))),
    `ios: Package.swift takes ${plugin} from an existing folder`,
  );
}
check(
  Array.isArray(iosConfig.packageClassList) && iosConfig.packageClassList.length === plugins.length,
  `ios: ${plugins.length} plugin classes registered (${(iosConfig.packageClassList ?? []).join(', ')})`,
);

// `cap sync` rewrites the native projects' generated files; on a clone they must come out as
// committed, or a plugin was added without committing what it changes there.
const git = spawnSync('git', ['status', '--porcelain', '--', 'android', 'ios'], {
  cwd: mobileDir,
  encoding: 'utf8',
});
if (git.status === 0) {
  const changed = git.stdout.split('\n').filter((line) => /^.M /.test(line) || /^M/.test(line));
  check(
    changed.length === 0,
    `cap sync left the committed native files as they are${changed.length ? `:\n${changed.join('\n')}` : ''}`,
  );
}

if (failures.length > 0) {
  console.error(`\nmobile shell check: ${failures.length} failed`);
  process.exit(1);
}
console.log('\nmobile shell check: all passed');

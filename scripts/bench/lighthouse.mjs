// Lighthouse on a phone (issue 30): the npm package `lighthouse` with its default mobile profile
// (a Moto G Power's screen, simulated slow 4G: 150 ms RTT, 1.6 Mbps down; 4x CPU slowdown), driving
// Debian's Chromium (CHROME_PATH, else /usr/bin/chromium) through chrome-launcher, against the built
// app and the compiled API on a data folder of its own. Screens: sign-in, courses and the day with
// the player, in both demo schools (Mindful on localhost, FaceFit on 127.0.0.1), each on a fresh
// browser profile (no HTTP cache, no service worker), signed in as the school's demo learner where
// the screen needs it.
//
// The throttling is simulated: Lighthouse loads the page at full speed and computes the phone's
// timings from the observed network graph and the main thread's task times. On a shared, loaded
// machine those task times vary, so each screen runs BENCH_LIGHTHOUSE_RUNS times (default 2) and
// the report gives the median of each figure; the costs listed are those of Lighthouse's own median
// run (closest to the median FCP and TTI).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/proc.mjs';
import { BROWSER_SCHOOLS, demoSession } from './browser-bytes.mjs';
import { CHROMIUM_FLAGS, startDemoServer } from './demo-server.mjs';

// chrome-launcher and puppeteer-core come with lighthouse: resolved from it, not from npm's hoisting.
const requireFromRoot = createRequire(path.join(repoRoot, 'package.json'));
const requireFromLighthouse = createRequire(requireFromRoot.resolve('lighthouse/package.json'));

/** Sign-in: LCP at most 2.5 s and a performance score of at least 90 (issue 30). */
export const LIGHTHOUSE_GOALS = { screen: 'sign-in', maxLcpMs: 2500, minScore: 90 };

/**
 * @typedef {{ name: string, path: string, signedIn: boolean }} LighthouseScreen `{stream}`: the
 *   demo learner's open stream
 */
/** @type {LighthouseScreen[]} */
export const LIGHTHOUSE_SCREENS = [
  { name: 'sign-in', path: '/class/', signedIn: false },
  { name: 'courses', path: '/class/course', signedIn: true },
  { name: 'day', path: '/class/course/{stream}/calendar/1', signedIn: true },
];

const runsPerScreen = Math.max(1, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 2));
/** BENCH_LIGHTHOUSE_SCREENS=sign-in,day: only these screens (all by default). */
const onlyScreens = (process.env.BENCH_LIGHTHOUSE_SCREENS ?? '').split(',').filter(Boolean);
/** Each screen's median report, to open in Lighthouse's viewer or read with jq. */
const reportDir = path.join(repoRoot, '.bench', 'lighthouse');

/** Lighthouse's Chromium: the bench's flags, headless. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * @typedef {{ id: string, title: string, savingsMs: number, savingsKB: number }} Cost
 * @typedef {{ score: number, lcpMs: number, fcpMs: number, tbtMs: number, siMs: number, lcpElement: string,
 *   mainThreadMs: number, benchmarkIndex: number }} Figures  mainThreadMs: the main thread's work as
 *   observed (unthrottled); benchmarkIndex: Lighthouse's measure of this machine's speed at the time
 * @typedef {{ screen: string, school: string, path: string, runs: Figures[], median: Figures, costs: Cost[],
 *   finalUrl: string, warnings: string[] }} LighthouseScreenResult
 */

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** @param {any} lhr @returns {Figures} */
function figuresOf(lhr) {
  const value = (/** @type {string} */ id) => Number(lhr.audits[id]?.numericValue ?? NaN);
  // Lighthouse 13 names the LCP element in its LCP breakdown insight: a list whose node item is it.
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((/** @type {{ type?: string }} */ item) => item.type === 'node');
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    siMs: value('speed-index'),
    lcpElement: node ? `${node.snippet ?? ''} ${node.nodeLabel ?? ''}`.trim() : '?',
    mainThreadMs: value('mainthread-work-breakdown'),
    benchmarkIndex: Number(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/**
 * The main thread's totals restate TBT (the figure above) rather than name a fix: left out of the
 * costs, its total printed apart.
 */
const AGGREGATES = new Set(['mainthread-work-breakdown', 'bootup-time', 'long-tasks']);

/**
 * The performance audits that say how much they would save, largest first: the "opportunities"
 * and insights of the report (time first, bytes to break ties).
 * @param {any} lhr @returns {Cost[]}
 */
function costsOf(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  /** @type {Cost[]} */
  const costs = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (
      !audit ||
      AGGREGATES.has(ref.id) ||
      ref.group === 'metrics' ||
      audit.score === 1 ||
      audit.scoreDisplayMode === 'notApplicable'
    )
      continue;
    const savings = audit.metricSavings ?? {};
    const savingsMs = Math.max(
      Number(audit.details?.overallSavingsMs ?? 0),
      Number(savings.LCP ?? 0),
      Number(savings.FCP ?? 0),
      Number(savings.TBT ?? 0),
    );
    const savingsKB = Number(audit.details?.overallSavingsBytes ?? 0) / 1024;
    if (savingsMs <= 0 && savingsKB <= 0) continue;
    costs.push({
      id: ref.id,
      title: audit.title,
      savingsMs: Math.round(savingsMs),
      savingsKB: Math.round(savingsKB * 10) / 10,
    });
  }
  return costs.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKB - a.savingsKB);
}

/**
 * One Lighthouse run on a fresh Chromium profile. A signed-in screen gets the learner's token in
 * the origin's storage first (as lib/auth/token-storage keeps it), from a page of the API that
 * loads none of the app, and Lighthouse is told to keep storage (which then also keeps the HTTP
 * cache: a fresh profile has nothing else in it).
 * @param {string} url @param {string | null} token
 */
async function runOnce(url, token) {
  const lighthouse = (await import(requireFromRoot.resolve('lighthouse'))).default;
  const chromeLauncher = await import(requireFromLighthouse.resolve('chrome-launcher'));
  const puppeteer = (await import(requireFromLighthouse.resolve('puppeteer-core'))).default;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const page = await browser.newPage();
      if (token) {
        await page.goto(new URL('/readyz', url).href);
        await page.evaluate((value) => window.localStorage.setItem('cp.token', value), token);
      }
      const result = await lighthouse(
        url,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          disableStorageReset: Boolean(token),
        },
        undefined,
        page,
      );
      if (!result?.lhr) throw new Error(`${url}: Lighthouse returned no report`);
      return result.lhr;
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * @param {{ children: Set<import('node:child_process').ChildProcess> }} options
 * @returns {Promise<{ screens: LighthouseScreenResult[], runsPerScreen: number, chromium: string, lighthouse: string }>}
 */
export async function measureLighthouse({ children }) {
  const { computeMedianRun } = await import(
    path.join(
      path.dirname(requireFromRoot.resolve('lighthouse/package.json')),
      'core',
      'lib',
      'median-run.js',
    )
  );
  const { port, stop } = await startDemoServer('lighthouse', children);
  try {
    /** @type {LighthouseScreenResult[]} */
    const screens = [];
    let chromium = '';
    let version = '';
    for (const school of BROWSER_SCHOOLS) {
      const session = await demoSession(port, school);
      for (const screen of LIGHTHOUSE_SCREENS.filter(
        (s) => !onlyScreens.length || onlyScreens.includes(s.name),
      )) {
        const url = `http://${school.host}:${port}${screen.path.replace('{stream}', session.streamId)}`;
        const lhrs = [];
        for (let run = 0; run < runsPerScreen; run++)
          lhrs.push(await runOnce(url, screen.signedIn ? session.token : null));
        const runs = lhrs.map(figuresOf);
        const middle = computeMedianRun(lhrs);
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${school.host}-${screen.name}.json`), JSON.stringify(middle));
        chromium ||= middle.environment?.hostUserAgent ?? '';
        version ||= middle.lighthouseVersion ?? '';
        screens.push({
          screen: screen.name,
          school: school.name,
          path: new URL(url).pathname,
          runs,
          median: {
            score: median(runs.map((r) => r.score)),
            lcpMs: median(runs.map((r) => r.lcpMs)),
            fcpMs: median(runs.map((r) => r.fcpMs)),
            tbtMs: median(runs.map((r) => r.tbtMs)),
            siMs: median(runs.map((r) => r.siMs)),
            lcpElement: figuresOf(middle).lcpElement,
            mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
            benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
          },
          costs: costsOf(middle).slice(0, 3),
          finalUrl: new URL(middle.finalDisplayedUrl ?? url).pathname,
          warnings: middle.runWarnings ?? [],
        });
        const landed = screens.at(-1);
        if (landed && landed.finalUrl !== landed.path)
          throw new Error(`${url}: Lighthouse measured ${landed.finalUrl}, not the screen`);
      }
    }
    return { screens, runsPerScreen, chromium, lighthouse: version };
  } finally {
    await stop();
  }
}

/** The judged figures: the sign-in screen's median LCP and score in each school. @param {Awaited<ReturnType<typeof measureLighthouse>> | null} result */
export function lighthouseBudgets(result) {
  return BROWSER_SCHOOLS.flatMap((school) => {
    const row = result?.screens.find((s) => s.screen === LIGHTHOUSE_GOALS.screen && s.school === school.name);
    return [
      {
        name: `Lighthouse sign-in LCP (phone), ${school.name}`,
        value: row ? Math.round(row.median.lcpMs) : null,
        op: '<=',
        limit: LIGHTHOUSE_GOALS.maxLcpMs,
        unit: ' ms',
      },
      {
        name: `Lighthouse sign-in score (phone), ${school.name}`,
        value: row ? row.median.score : null,
        op: '>=',
        limit: LIGHTHOUSE_GOALS.minScore,
        unit: '',
      },
    ];
  });
}

/** Lines for the bench's printout. @param {Awaited<ReturnType<typeof measureLighthouse>>} result */
export function describeLighthouse(result) {
  const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
  const rows = [
    ['screen, school', 'score', 'LCP s', 'FCP s', 'TBT ms', 'SI s', 'runs (score / LCP s)'],
    ...result.screens.map((r) => [
      `${r.screen}, ${r.school}`,
      String(r.median.score),
      s(r.median.lcpMs),
      s(r.median.fcpMs),
      String(Math.round(r.median.tbtMs)),
      s(r.median.siMs),
      r.runs.map((run) => `${run.score} / ${s(run.lcpMs)}`).join(', '),
    ]),
  ];
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [
    line(rows[0] ?? []),
    ...rows.slice(1).map(line),
    `(Lighthouse ${result.lighthouse}, mobile profile, simulated slow 4G and 4x CPU slowdown, ${result.chromium || 'Chromium'}; ` +
      `each figure the median of ${result.runsPerScreen} runs, as this shared machine's load moves the simulated ` +
      'timings from run to run; costs from the median run)',
    ...result.screens.flatMap((r) => [
      `${r.screen}, ${r.school}: LCP element ${r.median.lcpElement.slice(0, 100)}; main thread ` +
        `${s(r.median.mainThreadMs)} s unthrottled; machine benchmark index ${Math.round(r.median.benchmarkIndex)}`,
      ...r.costs.map(
        (cost) =>
          `  - ${cost.title}: ${cost.savingsMs ? `${cost.savingsMs} ms` : ''}${cost.savingsMs && cost.savingsKB ? ', ' : ''}${cost.savingsKB ? `${cost.savingsKB} KB` : ''} (${cost.id})`,
      ),
      ...r.warnings.map((warning) => `  ! ${warning}`),
    ]),
  ];
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, PartialResult, RunOptions } from 'axe-core';

// axe-core run the way @axe-core/playwright runs it (a partial result per frame, frames
// included, merged by axe.finishRun), with two costs taken out: axe is injected once per
// document rather than on every scan, and the results are merged in the page rather than in a
// new page opened for each scan. AxeBuilder's scan cost 1-3 s of this 2-core machine's
// Chromium, this one 0.1-0.4 s, for the same rules and result (decision 101).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
  // Only the violations are read: passes and incomplete results keep one node each.
  resultTypes: ['violations'],
};

type Axe = {
  run(context: Document, options: RunOptions): Promise<AxeResults>;
  runPartial(context: unknown, options: RunOptions): Promise<PartialResult>;
  finishRun(partials: (PartialResult | null)[], options: RunOptions): Promise<AxeResults>;
  utils: { getFrameContexts(context: unknown): { frameSelector: string; frameContext: FrameContext }[] };
};
type WithAxe = { axe: Axe };
/** axe's context for a frame, passed through as axe gave it. */
type FrameContext = Record<string, unknown>;

/**
 * Puts axe into every document the context opens, for a context that scans each one (the screen
 * tour): Chromium runs an init script kept in the browser, where `injectAxe` sends axe's 0.5 MB
 * through the protocol for each document. Measured on this machine: about 0.25 s a document
 * against 0.6–0.8 s (issue 26). A context that scans few of its documents is better off without:
 * each document it opens pays for axe.
 */
export async function withAxeInEveryDocument(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource });
}

/** Puts axe into a frame's document unless an earlier scan of the same document already did. */
async function injectAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => 'axe' in window);
  if (!present) await frame.evaluate(axeSource);
}

/** The partial results of a frame and of the frames inside it, in the order finishRun reads them. */
async function runPartials(frame: Frame, context: FrameContext | null): Promise<(PartialResult | null)[]> {
  await injectAxe(frame);
  const frameContexts = await frame.evaluate(
    (ctx) => (window as unknown as WithAxe).axe.utils.getFrameContexts(ctx ?? document),
    context,
  );
  const own = await frame.evaluate(
    ([ctx, opts]) => (window as unknown as WithAxe).axe.runPartial(ctx ?? document, opts),
    [context, options] as const,
  );
  const results: (PartialResult | null)[] = [own];
  for (const { frameSelector, frameContext } of frameContexts) {
    const child = await (await frame.locator(frameSelector).elementHandle())?.contentFrame();
    if (child) results.push(...(await runPartials(child, frameContext)));
    else results.push(null);
  }
  return results;
}

/** One frame is scanned by axe.run in the page; frames are merged as AxeBuilder merges them. */
async function scan(page: Page): Promise<AxeResults> {
  if (page.frames().length === 1) {
    await injectAxe(page.mainFrame());
    return page.evaluate((opts) => (window as unknown as WithAxe).axe.run(document, opts), options);
  }
  const partials = await runPartials(page.mainFrame(), null);
  return page.evaluate(([results, opts]) => (window as unknown as WithAxe).axe.finishRun(results, opts), [
    partials,
    options,
  ] as const);
}

/**
 * axe-core on the page once its screen has settled: no serious or critical violation (issue 4).
 * The violations are listed in the failure message, so a failure says what to fix. A screen being
 * left is faded and busy while the next one loads (decision 147): its contrast is not the one a
 * learner reads, so the scan waits for the screen the address names.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await scan(page);
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

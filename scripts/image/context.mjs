// @ts-check
// The image's build context as a folder (decision 083): the working tree as it is (uncommitted
// work included, which `git archive HEAD` would miss), minus what git ignores, minus what
// .dockerignore keeps out of `docker build`. scripts/check-image.mjs builds from this copy.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

/**
 * .dockerignore's rules as matchers, in Docker's sense: a pattern is anchored at the context's
 * root (`data` is the root's data only; `**\/data` any), `*` stays within one path segment, a
 * matching folder excludes everything under it, `!` takes a path back, and the last rule wins.
 * @param {string} text
 * @returns {{ exclude: boolean, test: (file: string) => boolean }[]}
 */
export function dockerignoreRules(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const exclude = !line.startsWith('!');
      const pattern = (exclude ? line : line.slice(1)).replace(/^\/+|\/+$/g, '');
      const source = pattern
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) => {
          if (part === '**/') return '(?:.*/)?';
          if (part === '**') return '.*';
          if (part === '*') return '[^/]*';
          if (part === '?') return '[^/]';
          return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      // The path itself or any folder above it.
      const regex = new RegExp(`^${source}(?:/.*)?$`);
      return { exclude, test: (/** @type {string} */ file) => regex.test(file) };
    });
}

/**
 * @param {string} file  a path relative to the context's root, with forward slashes
 * @param {ReturnType<typeof dockerignoreRules>} rules
 */
export function isDockerignored(file, rules) {
  let ignored = false;
  for (const rule of rules) if (rule.test(file)) ignored = rule.exclude;
  return ignored;
}

/**
 * Copies the build context of `root` into `target`; returns the number of files copied.
 * @param {string} root
 * @param {string} target
 */
export function copyBuildContext(root, target) {
  // Tracked and untracked files git does not ignore; a tracked file deleted in the working
  // tree is listed too, and skipped below.
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  const dockerignore = path.join(root, '.dockerignore');
  const rules = existsSync(dockerignore) ? dockerignoreRules(readFileSync(dockerignore, 'utf8')) : [];
  let copied = 0;
  for (const file of new Set(listed)) {
    const from = path.join(root, file);
    if (isDockerignored(file, rules) || !existsSync(from)) continue;
    const stat = lstatSync(from);
    if (stat.isDirectory()) continue;
    const to = path.join(target, file);
    mkdirSync(path.dirname(to), { recursive: true });
    // A committed link stays a link (as in git and in Docker's context), its target as written.
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
    copied += 1;
  }
  return copied;
}

// @ts-check
// Reads the Dockerfile the way scripts/check-image.mjs needs it (decision 083): its stages and
// instructions, the image scripts its RUN steps call, and the runtime stage's settings. No
// Docker here: the check runs the same scripts and the same command on this machine.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ keyword: string, args: string }} Instruction
 * @typedef {{ from: string, name?: string, instructions: Instruction[] }} Stage
 */

/**
 * Instructions in order, continuation lines joined, comments and the parser directive dropped.
 * @param {string} text
 * @returns {{ args: Record<string, string>, stages: Stage[] }}
 */
export function parseDockerfile(text) {
  const lines = text.replace(/\\\r?\n/g, ' ').split('\n');
  /** @type {Record<string, string>} */
  const args = {};
  /** @type {Stage[]} */
  const stages = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    const value = rest.replace(/\s+/g, ' ').trim();
    if (upper === 'FROM') {
      const [, image = '', name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(value) ?? [];
      // ${NAME} of an ARG given before the first FROM.
      const from = image.replace(/\$\{?(\w+)\}?/g, (_, n) => args[n] ?? '');
      stages.push({ from, name, instructions: [] });
    } else if (upper === 'ARG' && stages.length === 0) {
      const [, name = '', def = ''] = /^(\w+)(?:=(.*))?$/.exec(value) ?? [];
      args[name] = def;
    } else if (stages.length > 0) {
      stages.at(-1)?.instructions.push({ keyword: upper, args: value });
    }
  }
  return { args, stages };
}

/**
 * The image scripts the RUN steps of a stage call, with their arguments, in order:
 * `bash scripts/image/build.sh` -> { script: 'scripts/image/build.sh', args: [] }.
 * @param {Stage} stage
 */
export function imageScriptCalls(stage) {
  return stage.instructions
    .filter((i) => i.keyword === 'RUN')
    .flatMap((i) =>
      [...i.args.matchAll(/(?:bash|sh)\s+(scripts\/image\/[\w.-]+)((?:\s+[^\s&;|]+)*)/g)].map((m) => ({
        script: m[1] ?? '',
        args: (m[2] ?? '').trim().split(/\s+/).filter(Boolean),
      })),
    );
}

/**
 * A JSON-array (exec form) argument of CMD or HEALTHCHECK ... CMD, else null.
 * @param {string} value
 * @returns {string[] | null}
 */
export function execForm(value) {
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((p) => typeof p === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The Node major of a node image reference (node:24-bookworm-slim -> 24), else null.
 * @param {string} image
 */
export function nodeMajor(image) {
  const match = /^(?:docker\.io\/)?(?:library\/)?node:(\d+)(?:[.-]|$)/.exec(image);
  return match ? Number(match[1]) : null;
}

/**
 * The runtime stage's settings the check needs: the last stage's ENV, WORKDIR, USER, HEALTHCHECK,
 * CMD, and the rest of its instructions.
 * @param {Stage} stage
 */
export function runtimeSettings(stage) {
  /** @type {Record<string, string>} */
  const env = {};
  let workdir = '/';
  let user = '';
  let healthcheck = '';
  let cmd = '';
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'ENV') {
      for (const m of args.matchAll(/(\w+)=("[^"]*"|\S+)/g))
        env[m[1] ?? ''] = (m[2] ?? '').replace(/^"|"$/g, '');
    } else if (keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, args);
    else if (keyword === 'USER') user = args;
    else if (keyword === 'HEALTHCHECK') healthcheck = args;
    else if (keyword === 'CMD') cmd = args;
  }
  const healthCmd = /(?:^|\s)CMD\s+(\[.*\])\s*$/.exec(healthcheck)?.[1];
  return {
    env,
    workdir,
    user,
    healthcheck,
    healthcheckCommand: healthCmd ? execForm(healthCmd) : null,
    command: execForm(cmd),
    has: (/** @type {string} */ keyword, /** @type {RegExp} */ pattern = /.*/) =>
      stage.instructions.some((i) => i.keyword === keyword && pattern.test(i.args)),
  };
}

/**
 * Reads and parses the repository's Dockerfile.
 * @param {string} root
 */
export function readDockerfile(root) {
  const file = path.join(root, 'Dockerfile');
  if (!existsSync(file)) throw new Error('Dockerfile is missing');
  return parseDockerfile(readFileSync(file, 'utf8'));
}

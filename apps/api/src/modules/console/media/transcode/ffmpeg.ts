import { spawn } from 'node:child_process';

/**
 * Runs ffmpeg with `-progress pipe:1` and `-xerror` (a damaged source fails rather than giving a
 * video cut short), reporting seconds encoded as it goes (`out_time_us`).
 * Rejects with ffmpeg's last error line when it fails; `signal` ends it (the worker stopping).
 */
export function runFfmpeg(
  args: string[],
  opts: { ffmpeg?: string; signal?: AbortSignal; onSeconds?: (s: number) => void },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      opts.ffmpeg ?? 'ffmpeg',
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-xerror', '-y', '-progress', 'pipe:1', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'], ...(opts.signal ? { signal: opts.signal } : {}) },
    );
    let errors = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_us=(\d+)/.exec(line);
        if (m) opts.onSeconds?.(Number(m[1]) / 1e6);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const last = errors.trim().split('\n').pop()?.trim();
      reject(new Error(last || `ffmpeg ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

/**
 * Whether the school's mobile_app_version is greater than this build's (spec 01 §4
 * "Mobile update prompt"). Versions compare part by part as numbers (`1.10.0` > `1.9.3`);
 * a missing part counts as 0; anything that is not a dotted number never prompts.
 */
export function isNewerVersion(server: string | null | undefined, app: string): boolean {
  const parse = (version: string) => (/^\d+(\.\d+)*$/.test(version) ? version.split('.').map(Number) : null);
  const a = server ? parse(server.trim()) : null;
  const b = parse(app.trim());
  if (!a || !b) return false;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

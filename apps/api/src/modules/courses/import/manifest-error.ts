/**
 * A manifest that cannot be imported; each line names the path of the bad field. Its own file, below
 * the import service, so that every step of the import can throw it without importing the service.
 */
export class ManifestError extends Error {
  constructor(readonly problems: string[]) {
    super(`course manifest is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

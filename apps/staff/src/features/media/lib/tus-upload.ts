import { CONSOLE_MEDIA_ROUTES, STAFF_API_BASE } from '@cp/contract';

/**
 * A lesson video sent by tus 1.0 to the media library (decision 075): created with its length,
 * then sent in chunks (PATCH at the offset the server holds). Several GB go in pieces, so a
 * dropped connection loses one chunk at most; `pause` stops after asking nothing more, `resume`
 * asks the server where it stands (HEAD) and goes on, `cancel` ends it on the server (DELETE).
 * No client library: the chat's (`@cp/ui` uploads) has no pause, and this is all tus asks for.
 */
export const MEDIA_UPLOAD_URL = `${STAFF_API_BASE}${CONSOLE_MEDIA_ROUTES.uploads}`;
const TUS = { 'Tus-Resumable': '1.0.0' };
/** Waits before retrying a failed chunk, ms: quick first, then longer, about a minute in all. */
const RETRY_DELAYS = [500, 2000, 5000, 10_000, 20_000, 30_000];

export type TusState = 'uploading' | 'paused' | 'done' | 'failed' | 'cancelled';

export interface TusEvents {
  onProgress(sent: number, total: number): void;
  onState(state: TusState, detail?: { mediaId?: number; message?: string | null }): void;
}

/** Bytes per PATCH: about 2 % of the file for a smooth bar, between 256 KiB and 16 MiB. */
export const chunkSizeFor = (size: number) =>
  Math.min(16 * 1024 ** 2, Math.max(256 * 1024, Math.ceil(size / 50)));

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

export class TusUpload {
  private location: string | null = null;
  private offset = 0;
  private controller: AbortController | null = null;
  private state: TusState = 'uploading';

  constructor(
    private readonly file: File,
    private readonly token: () => string | null,
    private readonly events: TusEvents,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    const token = this.token();
    return { ...TUS, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...extra };
  }

  private set(state: TusState, detail?: { mediaId?: number; message?: string | null }) {
    this.state = state;
    this.events.onState(state, detail);
  }

  start() {
    void this.run();
  }

  pause() {
    if (this.state !== 'uploading') return;
    this.set('paused');
    this.controller?.abort();
  }

  resume() {
    if (this.state !== 'paused' && this.state !== 'failed') return;
    this.set('uploading');
    void this.run();
  }

  async cancel() {
    const was = this.state;
    this.set('cancelled');
    this.controller?.abort();
    if (this.location && was !== 'done') {
      await fetch(this.location, { method: 'DELETE', headers: this.headers() }).catch(() => undefined);
    }
  }

  private async run() {
    let failures = 0;
    while (this.state === 'uploading') {
      this.controller = new AbortController();
      const { signal } = this.controller;
      try {
        if (!this.location) {
          const created = await fetch(MEDIA_UPLOAD_URL, {
            method: 'POST',
            signal,
            headers: this.headers({
              'Upload-Length': String(this.file.size),
              'Upload-Metadata': `filename ${b64(this.file.name)}`,
            }),
          });
          if (created.status !== 201) return this.refused(created);
          this.location = new URL(
            created.headers.get('Location') ?? '',
            new URL(MEDIA_UPLOAD_URL, location.href),
          ).href;
        } else if (failures > 0 || this.offset === 0) {
          // Where the server stands after a failure or a pause (a chunk may have half arrived).
          const head = await fetch(this.location, { method: 'HEAD', signal, headers: this.headers() });
          if (!head.ok) return this.refused(head);
          this.offset = Number(head.headers.get('Upload-Offset') ?? this.offset);
        }
        if (this.offset >= this.file.size && this.file.size > 0) return this.set('done');
        const end = Math.min(this.file.size, this.offset + chunkSizeFor(this.file.size));
        const sent = await fetch(this.location, {
          method: 'PATCH',
          signal,
          headers: this.headers({
            'Upload-Offset': String(this.offset),
            'Content-Type': 'application/offset+octet-stream',
          }),
          body: this.file.slice(this.offset, end),
        });
        if (sent.status !== 204) {
          if (sent.status >= 500 || sent.status === 409 || sent.status === 423)
            throw new Error(`status ${sent.status}`);
          return this.refused(sent);
        }
        this.offset = Number(sent.headers.get('Upload-Offset') ?? end);
        failures = 0;
        this.events.onProgress(this.offset, this.file.size);
        if (this.offset >= this.file.size) {
          const mediaId = Number(sent.headers.get('Media-Id')) || undefined;
          return this.set('done', mediaId === undefined ? {} : { mediaId });
        }
      } catch {
        if (this.state !== 'uploading') return;
        const wait = RETRY_DELAYS[failures++];
        if (wait === undefined) return this.set('failed', { message: null });
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  private async refused(response: Response) {
    this.set('failed', { message: await serverMessage(response) });
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadAnalytics } from './download-analytics';

afterEach(() => vi.restoreAllMocks());

describe('downloadAnalytics', () => {
  it('asks for the section of the filter and saves it under the server’s name, with one byte order mark', async () => {
    const csv = '\uFEFFID курса,Курс\r\n1,Йога\r\n';
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition':
            'attachment; filename="analytics-courses-2026-01-01-2026-01-30-course-7.csv"',
        },
      }),
    );
    let saved: Blob | undefined;
    const created = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:analytics';
    });
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    await downloadAnalytics('courses', { from: '2026-01-01', to: '2026-01-30', courseId: 7 });

    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toMatch(/\/staff\/analytics\/export$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      section: 'courses',
      from: '2026-01-01',
      to: '2026-01-30',
      course_id: '7',
    });
    expect(names).toEqual(['analytics-courses-2026-01-01-2026-01-30-course-7.csv']);
    // jsdom's Blob has no arrayBuffer(); its FileReader reads one.
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved!);
    });
    // EF BB BF once, then the header's first letter: the mark the text read dropped is back, not doubled.
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 'I'.charCodeAt(0)]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('ID курса,Курс\r\n1,Йога\r\n');
  });
});

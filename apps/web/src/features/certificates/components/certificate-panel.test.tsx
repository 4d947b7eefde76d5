import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamCertificate } from '../api/get-stream-certificate';
import { CertificatePanel } from './certificate-panel';

const issued = {
  id: 7,
  number: 12,
  code: 'abcdefghijklmnopqrstuv',
  learner_name: 'Анна Смирнова',
  course_title: 'Morning calm',
  school_name: 'Mindful School',
  issued_at: 1_760_000_000,
  revoked_at: null,
  verify_url: 'https://mindful.school/certificates/abcdefghijklmnopqrstuv',
};

function show(state: StreamCertificate) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CertificatePanel streamId={3} state={state} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the course’s certificate panel (issue 32)', () => {
  it('shows nothing before the stream has earned it', () => {
    const { container } = show({ earned: false, certificate: null });
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the download once earned; the click issues it, fetches the PDF and saves it under its number', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
        if (init?.method === 'POST') {
          return new Response(JSON.stringify(issued), { headers: { 'content-type': 'application/json' } });
        }
        return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
      }),
    );
    // jsdom has no object URLs; the files share one jsdom, so they are put back after.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = () => 'blob:certificate';
    URL.revokeObjectURL = () => {};
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    show({ earned: true, certificate: null });
    expect(screen.getByText('You have completed the course: your certificate is ready.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Download certificate' }));
    await waitFor(() => expect(clicked).toEqual(['certificate-12.pdf']));
    expect(calls).toEqual([
      'POST /spa/api/v1/user-course-streams/3/certificate',
      'GET /spa/api/v1/certificates/7/pdf',
    ]);
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('says when the school revoked it, and offers no download', () => {
    show({
      earned: true,
      certificate: {
        id: 7,
        number: 12,
        learnerName: 'Anna',
        courseTitle: 'Morning calm',
        schoolName: 'Mindful School',
        issuedAt: Date.UTC(2025, 0, 10),
        revokedAt: Date.UTC(2025, 1, 3, 12),
        verifyUrl: issued.verify_url,
      },
    });
    expect(screen.getByText('The school revoked your certificate on 03.02.2025.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download certificate' })).toBeNull();
  });

  it('shows the server’s words when the download is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ name: 'Conflict', message: 'Add your name first.', code: 0, status: 409 }),
            {
              status: 409,
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    show({ earned: true, certificate: null });
    fireEvent.click(screen.getByRole('button', { name: 'Download certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add your name first.');
  });
});

import type { StaffHomeworkDetail } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toSubmission } from '../lib/submission';
import { ReviewForm } from './review-form';

/** The review form's own rules before any call, and the server's refusals in the reader's words. */
const wire: StaffHomeworkDetail = {
  id: 7,
  user_course_stream_id: 3,
  course_id: 2,
  course_title: 'Posture',
  learner: { id: 11, name: 'Anna', last_name: null, email: null },
  homework: {
    id: 5,
    course_id: 2,
    title: 'Photo',
    description: null,
    kind: 'photo',
    exercises: [],
    scores: 10,
  },
  target_type: 'stage_day_homework',
  day_number: 1,
  stage_title: 'Week 1',
  status: 'UPLOADED',
  handed_in_at: 1_700_000_000,
  answer_due_at: 1_700_086_400,
  is_overdue: false,
  chat_channel_id: 9,
  answer: null,
  review_comment: null,
  reviewed_at: null,
  scores_earned: 0,
  stream_status: 'open',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewForm submission={toSubmission(wire)} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe('ReviewForm', () => {
  it('prefills the points, bounds them, and asks for a comment before sending back', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = renderForm();
    const points = screen.getByLabelText('Points (0–10)');
    expect(points).toHaveValue(10);

    await user.click(screen.getByRole('button', { name: 'Send back for rework' }));
    expect(
      screen.getByText('Write what to improve: a comment is required to send the homework back.'),
    ).toBeInTheDocument();

    await user.clear(points);
    await user.type(points, '11');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('Points from 0 to 10.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the verdict with the comment and the points; a refusal is shown as the server says it', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json({ name: 'Conflict', message: 'Not waiting for review.', code: 0, status: 409 }, 409),
      );
    const user = renderForm();
    await user.type(screen.getByLabelText(/Comment for the learner/), 'Nice');
    await user.clear(screen.getByLabelText('Points (0–10)'));
    await user.type(screen.getByLabelText('Points (0–10)'), '8');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not waiting for review.'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/staff\/homework\/7\/review\?lang=/);
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'DONE', comment: 'Nice', scores: 8 });
  });
});

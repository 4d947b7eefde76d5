import type { ConsoleManifest } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { schoolKeys } from '../../../lib/school/school';
import { VideoConsultationsForm } from './video-consultations-form';

const start: ConsoleManifest = {
  slug: 'c',
  title: 'C',
  consultation_limit: 2,
  stages: [{ key: 's', title: 'S', days: [{ day_number: 1, title: 'D' }] }],
};

/** Keeps the edited manifest, as the draft editor does, with the school's zone already read. */
function Harness({ errors = {} }: { errors?: Record<string, string> }) {
  const [m, setM] = useState(start);
  return (
    <>
      <VideoConsultationsForm manifest={m} onChange={setM} errorOf={(field) => errors[field]} />
      <output data-testid="manifest">{JSON.stringify(m)}</output>
    </>
  );
}
function renderForm(errors?: Record<string, string>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(schoolKeys.school(), { name: 'School', time_zone: 'Europe/Madrid' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness errors={errors} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const manifest = (): ConsoleManifest => JSON.parse(screen.getByTestId('manifest').textContent ?? '{}');

describe("the course editor's video consultations (issue 28)", () => {
  it('offers them per stream with a length and weekly times in the school zone, apart from the chat limit', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByText(/Not the paid consultations of the chat/)).toBeInTheDocument();
    const count = screen.getByLabelText('Video consultations per stream');
    expect(count).toHaveValue(0);
    // No schedule until the course offers some.
    expect(screen.queryByRole('group', { name: 'Monday' })).toBeNull();
    await user.clear(count);
    await user.type(count, '2');
    expect(screen.getByText('Times are in the school’s time zone: Europe/Madrid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change it on the Brand screen' })).toHaveAttribute(
      'href',
      '/brand',
    );

    const monday = screen.getByRole('group', { name: 'Monday' });
    const newTime = within(monday).getByLabelText('New start time on Monday');
    await user.type(newTime, '15:00');
    await user.click(within(monday).getByRole('button', { name: 'Add' }));
    await user.type(newTime, '09:30');
    await user.click(within(monday).getByRole('button', { name: 'Add' }));
    const times = within(monday).getByRole('list', { name: 'Start times on Monday' });
    expect(
      within(times)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['09:30✕', '15:00✕']);

    // The same time twice is refused where it is typed, and nothing changes.
    await user.type(newTime, '09:30');
    await user.click(within(monday).getByRole('button', { name: 'Add' }));
    expect(within(monday).getByText('This time is already on this day.')).toBeInTheDocument();

    await user.click(within(monday).getByRole('button', { name: 'Remove 15:00 on Monday' }));
    await user.click(within(monday).getByRole('button', { name: 'Same times every day' }));
    expect(manifest().video_consultations).toEqual({
      count_per_stream: 2,
      duration_minutes: 30,
      schedule: {
        mon: ['09:30'],
        tue: ['09:30'],
        wed: ['09:30'],
        thu: ['09:30'],
        fri: ['09:30'],
        sat: ['09:30'],
        sun: ['09:30'],
      },
    });
    // The chat's paid consultations are another field, left as they were.
    expect(manifest().consultation_limit).toBe(2);

    const length = screen.getByLabelText('Length of one, in minutes');
    await user.clear(length);
    await user.type(length, '45');
    expect(manifest().video_consultations?.duration_minutes).toBe(45);
  });

  it("shows the server's refusal on its field", async () => {
    renderForm({
      'video_consultations.count_per_stream': 'Must be at least 0.',
    });
    expect(screen.getByText('Must be at least 0.')).toBeInTheDocument();
  });
});

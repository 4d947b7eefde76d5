import type { ConsoleManifest } from '@cp/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DayForm } from './day-form';
import { HomeworksForm } from './homeworks-form';

const start: ConsoleManifest = {
  slug: 'c',
  title: 'C',
  homeworks: [
    { key: 'essay', title: 'Essay', kind: 'text' },
    { key: 'photo', title: 'Photo of the pose', kind: 'photo' },
  ],
  stages: [{ key: 's', title: 'S', days: [{ day_number: 1, title: 'D' }] }],
};

/** Keeps the edited manifest, as the draft editor does, and shows it for the assertions. */
function Harness({ form }: { form: 'day' | 'catalogue' }) {
  const [m, setM] = useState(start);
  const common = { manifest: m, onChange: setM, errorOf: () => undefined };
  return (
    <>
      {form === 'day' ? <DayForm {...common} stage={0} day={0} /> : <HomeworksForm {...common} />}
      <output data-testid="manifest">{JSON.stringify(m)}</output>
    </>
  );
}
const manifest = (): ConsoleManifest => JSON.parse(screen.getByTestId('manifest').textContent ?? '{}');

describe('homework in the course editor', () => {
  it('places a catalogue task on a day, marks it required, takes it off', async () => {
    const user = userEvent.setup();
    render(<Harness form="day" />);
    const here = screen.getByRole('region', { name: 'Homework here' });
    expect(within(here).getByText('No homework is placed here.')).toBeInTheDocument();
    await user.selectOptions(within(here).getByLabelText('Task to place'), 'photo');
    await user.click(within(here).getByRole('button', { name: 'Place task' }));
    await user.click(within(here).getByRole('checkbox', { name: /Required/ }));
    expect(manifest().stages[0]!.days[0]!.homeworks).toEqual([
      { homework: 'photo', required: true, demo: false },
    ]);
    // A task is placed once per day: only the other one is left to choose.
    expect(within(here).getByLabelText('Task to place')).toHaveDisplayValue('Essay');
    await user.click(within(here).getByRole('button', { name: 'Take “Photo of the pose” off' }));
    expect(manifest().stages[0]!.days[0]!.homeworks).toEqual([]);
  });

  it('adds a task, turns it into an exercise choice with an exercise, removes a task', async () => {
    const user = userEvent.setup();
    render(<Harness form="catalogue" />);
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const kinds = screen.getAllByLabelText('The learner hands in');
    await user.selectOptions(kinds[2]!, 'exercise');
    await user.click(screen.getByRole('button', { name: 'Add exercise' }));
    expect(manifest().homeworks?.[2]).toEqual({
      key: 'homework-1',
      title: 'New task',
      kind: 'exercise',
      exercises: [{ key: 'exercise-1', title: 'New exercise' }],
    });
    await user.click(screen.getByRole('button', { name: 'Remove task “Essay”' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(manifest().homeworks?.map((h) => h.key)).toEqual(['photo', 'homework-1']);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query/query-client';
import { type ReminderEntry, toEntries } from '../api/schedule-entries';
import { ReminderForm } from './reminder-form';

const empty = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function stubFetch(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderForm(entries: ReminderEntry[], editing: ReminderEntry | null = null) {
  const onDone = vi.fn();
  render(
    <MemoryRouter>
      <ReminderForm entries={entries} editing={editing} onDone={onDone} />
    </MemoryRouter>,
  );
  return { onDone, user: userEvent.setup() };
}

const timeField = () => screen.getByLabelText('Time');
const day = (name: string) => screen.getByRole('checkbox', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('ReminderForm (spec 01 §2 reminders)', () => {
  it('needs a time and a day, and sends nothing without them', async () => {
    const sent = stubFetch(200, { repeatDays: empty });
    const { user, onDone } = renderForm([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(timeField()).toHaveAccessibleDescription(expect.stringContaining('Enter a time.'));
    expect(timeField()).toHaveAttribute('aria-invalid', 'true');
    expect(timeField()).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Repeat on' })).toHaveAccessibleDescription(
      'Choose at least one day.',
    );
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('adds the reminder to the whole schedule it sends', async () => {
    const entries = toEntries({ tue: ['07:00'] });
    const sent = stubFetch(200, { repeatDays: { ...empty, tue: ['07:00'], mon: ['08:30'], fri: ['08:30'] } });
    const { user, onDone } = renderForm(entries);
    await user.type(timeField(), '08:30');
    await user.click(day('Monday'));
    await user.click(day('Friday'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('created'));
    expect(sent).toEqual([{ repeatDays: { ...empty, mon: ['08:30'], tue: ['07:00'], fri: ['08:30'] } }]);
  });

  it('refuses a second reminder at a time that already has one', async () => {
    const sent = stubFetch(200, { repeatDays: empty });
    const { user } = renderForm(toEntries({ tue: ['07:00'] }));
    await user.type(timeField(), '07:00');
    await user.click(day('Sunday'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(timeField()).toHaveAccessibleDescription(expect.stringContaining('already have a reminder'));
    expect(sent).toEqual([]);
  });

  it('edits in place: the old time goes, the new one comes, the other reminders stay', async () => {
    const entries = toEntries({ mon: ['08:00', '21:00'], wed: ['08:00'] });
    const sent = stubFetch(200, { repeatDays: { ...empty, mon: ['09:15', '21:00'] } });
    const { user, onDone } = renderForm(entries, entries[0]!);
    expect(timeField()).toHaveValue('08:00');
    expect(day('Wednesday')).toBeChecked();
    await user.clear(timeField());
    await user.type(timeField(), '09:15');
    await user.click(day('Wednesday'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('updated'));
    expect(sent).toEqual([{ repeatDays: { ...empty, mon: ['09:15', '21:00'] } }]);
  });

  it('shows what the server refused under the field, in the learner language, keeping the input', async () => {
    stubFetch(422, [{ field: 'repeatDays.thu', message: 'At most 10 reminders a day.' }]);
    const { user, onDone } = renderForm([]);
    await user.type(timeField(), '06:45');
    await user.click(day('Thursday'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The schedule for these days was not saved: Thursday/)).toBeVisible();
    expect(timeField()).toHaveValue('06:45');
    expect(day('Thursday')).toBeChecked();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says the save failed when the server is down, keeping the input', async () => {
    stubFetch(503, { name: 'Service Unavailable', message: 'down', code: 0, status: 503 });
    const { user } = renderForm([]);
    await user.type(timeField(), '06:45');
    await user.click(day('Thursday'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save your reminders.');
    expect(timeField()).toHaveValue('06:45');
  });

  it('deletes after a confirmation', async () => {
    const entries = toEntries({ mon: ['08:00'], sat: ['10:00'] });
    const sent = stubFetch(200, { repeatDays: { ...empty, sat: ['10:00'] } });
    const { user, onDone } = renderForm(entries, entries[0]!);
    await user.click(screen.getByRole('button', { name: 'Delete reminder' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this reminder?' });
    expect(dialog).toHaveTextContent('The 08:00 reminder (Mon) will no longer come.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('deleted'));
    expect(sent).toEqual([{ repeatDays: { ...empty, sat: ['10:00'] } }]);
  });
});

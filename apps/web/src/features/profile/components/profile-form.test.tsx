import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../lib/session/current-user';
import type { ProfileSaveResult } from '../api/save-profile';
import { ProfileForm } from './profile-form';

const user: CurrentUser = {
  id: 1,
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: null,
  city: 'Kazan',
  gender: null,
  phone: null,
  birthday: null,
  instagramId: null,
  disableNotification: false,
  timezone: 'Europe/Moscow',
  locale: null,
  languageCode: 'ru',
  status: 10,
  avatar: null,
  avatarFileId: null,
  requiredUpdatePassword: false,
  requiredUpdateProfile: false,
  isAdmin: false,
  appId: null,
  userExternalAuths: [],
};

function renderForm(submit: (changes: object) => Promise<ProfileSaveResult>, forced = false) {
  const onSuccess = vi.fn();
  render(<ProfileForm user={user} forced={forced} submit={submit} onSuccess={onSuccess} />);
  return { onSuccess, ui: userEvent.setup() };
}

const saved = (patch: Partial<CurrentUser> = {}): ProfileSaveResult => ({
  kind: 'success',
  user: { ...user, ...patch },
});

describe('ProfileForm (spec 01 §2 userEdit, §5, §8)', () => {
  it('sends only the changed fields, converted later by the call', async () => {
    const submit = vi.fn().mockResolvedValue(saved({ lastName: 'Smirnova' }));
    const { ui, onSuccess } = renderForm(submit);
    await ui.type(screen.getByLabelText('Last name'), ' Smirnova ');
    await ui.selectOptions(screen.getByLabelText('Gender'), 'F');
    await ui.selectOptions(screen.getByLabelText('Notification language'), 'es');
    await ui.type(screen.getByLabelText('Phone'), '+7 (912) 345-67-89');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledWith({
      lastName: 'Smirnova',
      gender: 'F',
      languageCode: 'es',
      phone: '+79123456789',
    });
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'Smirnova' })),
    );
  });

  it('shows the §5 errors under the fields and sends nothing', async () => {
    const submit = vi.fn();
    const { ui } = renderForm(submit);
    await ui.type(screen.getByLabelText('Instagram account'), 'bad..name');
    await ui.type(screen.getByLabelText('Date of birth'), '31.02.2000');
    await ui.type(screen.getByLabelText('Phone'), '123');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Instagram account')).toHaveAccessibleDescription(
      expect.stringContaining('Only English letters'),
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a real date'),
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a phone number'),
    );
    // The first wrong field in the form's order.
    expect(screen.getByLabelText('Phone')).toHaveFocus();
  });

  it('refuses the example account name', async () => {
    const { ui } = renderForm(vi.fn());
    await ui.type(screen.getByLabelText('Instagram account'), 'UserName');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter your own account name, not the example')).toBeVisible();
  });

  it('shows 422 messages under their fields with "profile not saved", keeping the input', async () => {
    const submit = vi.fn().mockResolvedValue({
      kind: 'field-errors',
      errors: { city: 'Too odd.' },
      other: [],
    } satisfies ProfileSaveResult);
    const { ui, onSuccess } = renderForm(submit);
    const city = screen.getByLabelText('City');
    await ui.clear(city);
    await ui.type(city, 'Atlantis');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile not saved');
    expect(city).toHaveAccessibleDescription('Too odd.');
    expect(city).toHaveValue('Atlantis');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('says "failed to update the profile" on any other failure', async () => {
    const { ui } = renderForm(vi.fn().mockResolvedValue({ kind: 'failed', message: null }));
    await ui.type(screen.getByLabelText('City'), 'x');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update the profile');
  });

  it('as the forced step, requires both names and always sends them', async () => {
    const submit = vi.fn().mockResolvedValue(saved({ lastName: 'S' }));
    const { ui } = renderForm(submit, true);
    await ui.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Fill in this field');
    await ui.type(screen.getByLabelText('Last name'), 'S');
    await ui.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(submit).toHaveBeenCalledWith({ firstName: 'Anna', lastName: 'S' });
  });

  it('saves nothing when nothing changed', async () => {
    const submit = vi.fn();
    const { ui, onSuccess } = renderForm(submit);
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledWith(user);
  });
});

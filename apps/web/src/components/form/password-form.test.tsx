import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { PasswordForm } from './password-form';

function fillAndSave(form: HTMLElement, password: string, repeat: string) {
  const field = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  fireEvent.change(field('password'), { target: { value: password } });
  fireEvent.change(field('password_repeat'), { target: { value: repeat } });
  fireEvent.submit(form.querySelector('form') as HTMLFormElement);
}

describe('password form', () => {
  // spec 01 §5 "confirmed (message: the field does not match)": the words the server sends too.
  it.each([
    ['en', 'The field does not match.'],
    ['ru', 'Значения не совпадают.'],
    ['es', 'Los valores no coinciden.'],
  ])('says in %s that the repeat does not match, and sends nothing', async (language, text) => {
    await i18next.changeLanguage(language);
    const submit = vi.fn();
    const { container } = render(
      <PasswordForm askCurrent={false} submit={submit} onSuccess={() => undefined} />,
    );
    fillAndSave(container, 'a-good-secret', 'a-good-secreT');
    expect(await screen.findByText(text)).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
  });
});

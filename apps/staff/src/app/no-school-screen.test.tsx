import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { languageWithoutSchool } from '../lib/i18n/languages';
import { NoSchoolScreen } from './no-school-screen';

describe('the desk at an address of no school (issue 28)', () => {
  it('says so and gives the commands that make the school and its administrator, with a check again', async () => {
    const onRetry = vi.fn();
    render(<NoSchoolScreen onRetry={onRetry} host="new.test" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'There is no school at this address yet' }),
    ).toBeVisible();
    expect(screen.getByText(/No school on this platform answers at new\.test/)).toBeVisible();
    const commands = document.querySelector('pre code');
    expect(commands).toHaveTextContent('npm run staff -- create-school --host new.test --name "My school"');
    expect(commands).toHaveTextContent(
      'npm run staff -- create-admin --host new.test --email you@example.com',
    );
    expect(document.title).toBe('There is no school at this address yet');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks the language chosen here, else the browser one, else English: never the default Russian', () => {
    const spy = vi.spyOn(navigator, 'languages', 'get');
    try {
      spy.mockReturnValue(['de-DE']);
      expect(languageWithoutSchool()).toBe('en');
      spy.mockReturnValue(['es-ES', 'en']);
      expect(languageWithoutSchool()).toBe('es');
      window.localStorage.setItem('cp.language', 'ru');
      expect(languageWithoutSchool()).toBe('ru');
    } finally {
      spy.mockRestore();
    }
  });
});

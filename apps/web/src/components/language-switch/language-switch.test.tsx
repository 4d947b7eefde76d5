import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './language-switch';

describe('LanguageSwitch', () => {
  it('asks to reload before switching, then stores the language and reloads', async () => {
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<LanguageSwitch languages={['ru', 'en', 'es']} reload={reload} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    const dialog = screen.getByRole('dialog', { name: 'Change the language?' });
    expect(dialog).toHaveTextContent('The page will reload to change the language.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(window.localStorage.getItem('cp.language')).toBe('es');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps the language when the person cancels', async () => {
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<LanguageSwitch languages={['ru', 'en', 'es']} reload={reload} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'ru');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(select).toHaveValue('en');
    expect(window.localStorage.getItem('cp.language')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

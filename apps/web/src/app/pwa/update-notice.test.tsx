import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { UpdateNotice } from './update-notice';

describe('update notice (decision 066)', () => {
  it('says a new version is available and offers Update and Later', async () => {
    const onUpdate = vi.fn();
    const onLater = vi.fn();
    render(<UpdateNotice onUpdate={onUpdate} onLater={onLater} />);
    const notice = screen.getByRole('status', { name: 'App update' });
    expect(notice).toHaveTextContent('A new version is available.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: Tab reaches Later then Update, Enter and Space press them', async () => {
    const onUpdate = vi.fn();
    const onLater = vi.fn();
    render(<UpdateNotice onUpdate={onUpdate} onLater={onLater} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLater).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ru', 'Доступна новая версия.', 'Обновить', 'Позже'],
    ['es', 'Hay una nueva versión disponible.', 'Actualizar', 'Más tarde'],
  ])('speaks %s', async (language, text, update, later) => {
    await i18next.changeLanguage(language);
    render(<UpdateNotice onUpdate={() => undefined} onLater={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: update })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: later })).toBeInTheDocument();
  });
});

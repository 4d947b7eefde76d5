import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { reportNetworkStatus } from '../../lib/offline/network-status';
import { OfflineNotice } from './offline-notice';

afterEach(() => {
  act(() => reportNetworkStatus(true));
});

describe('OfflineNotice (spec 01 §8)', () => {
  it('says "No Internet" in a polite live region while offline, and nothing online', () => {
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => reportNetworkStatus(false));
    expect(region).toHaveTextContent('No Internet (some features may not work)');
    act(() => reportNetworkStatus(true));
    expect(region).toBeEmptyDOMElement();
  });

  it('speaks the learner’s language', async () => {
    await i18next.changeLanguage('ru');
    render(<OfflineNotice />);
    act(() => reportNetworkStatus(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Нет подключения к интернету (некоторые функции могут не работать)',
    );
    await i18next.changeLanguage('es');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión a internet (algunas funciones pueden no funcionar)',
    );
  });
});

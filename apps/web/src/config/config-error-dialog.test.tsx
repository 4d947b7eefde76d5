import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error';
import { ConfigErrorDialog } from './config-error-dialog';

describe('the configuration failure (spec 01 §8, issue 8)', () => {
  it('a 404 says the address is no school on this platform, without a retry that cannot help', () => {
    render(
      <ConfigErrorDialog
        error={new ApiError(404, { message: 'Unknown domain' })}
        onRetry={vi.fn()}
        host="nowhere.test"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'This address is not a school' });
    expect(dialog).toHaveTextContent('nowhere.test');
    expect(dialog).not.toHaveTextContent(/internet connection/);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    // Issue 28: the next step of whoever set the platform up.
    expect(dialog).toHaveTextContent('Are you setting up this platform?');
    expect(dialog.querySelector('pre code')).toHaveTextContent(
      'npm run staff -- create-school --host nowhere.test --name "My school"',
    );
  });

  it('a network failure keeps the advice and the retry', () => {
    render(<ConfigErrorDialog error={new TypeError('Failed to fetch')} onRetry={vi.fn()} host="x.test" />);
    expect(screen.getByRole('dialog', { name: 'Failed to load the app configuration' })).toHaveTextContent(
      'Check your internet connection',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from '../badge/badge';
import { Spinner } from '../spinner/spinner';
import { TextField } from '../text-field/text-field';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

describe('states and small pieces', () => {
  it('an error is an alert with its retry', async () => {
    const retry = vi.fn();
    render(<ErrorState title="Could not load" text="Server said no" onRetry={retry} retryLabel="Retry" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not loadServer said no');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('an empty state says so in words', () => {
    render(<EmptyState title="No chats yet" />);
    expect(screen.getByText('No chats yet')).toBeInTheDocument();
  });

  it('a badge can be read differently from what it shows', () => {
    render(<Badge label="3 unread">3</Badge>);
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a spinner announces its label as a status', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('a text field ties its error to the input', () => {
    render(<TextField label="Email" error="Enter your email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your email');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

function Controlled({ initial = '', max = 10 }: { initial?: string; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      label="Reply"
      value={value}
      maxLength={max}
      counterLabel={(length, limit) => `${length} of ${limit} characters`}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextArea', () => {
  it('counts characters against the maximum as the person types, and reads the count with the field', async () => {
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(field, 'Hello');
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('5 of 10 characters');
  });

  it('stops typing at the limit', async () => {
    render(<Controlled max={3} />);
    await userEvent.type(screen.getByRole('textbox'), 'abcdef');
    expect(screen.getByRole('textbox')).toHaveValue('abc');
  });

  it('marks a longer prefilled text as over the limit', () => {
    render(<Controlled initial="abcdef" max={3} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('6 / 3')).toBeInTheDocument();
  });
});

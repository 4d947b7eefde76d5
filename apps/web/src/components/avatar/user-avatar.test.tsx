import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initials, UserAvatar } from './user-avatar';

const anna = { avatar: null, firstName: 'Anna', lastName: 'Smirnova', email: 'anna@example.com' };

describe('initials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initials(anna)).toBe('AS');
    expect(initials({ ...anna, lastName: null })).toBe('A');
  });

  it('falls back to the e-mail, then to a question mark', () => {
    expect(initials({ ...anna, firstName: ' ', lastName: null })).toBe('A');
    expect(initials({ firstName: null, lastName: null, email: 'bob@x.io' })).toBe('B');
    expect(initials({ firstName: null, lastName: null, email: null })).toBe('?');
  });
});

describe('UserAvatar', () => {
  it('shows the image with the display name as its text', () => {
    render(<UserAvatar user={{ ...anna, avatar: '/files/1?x=1' }} />);
    expect(screen.getByRole('img', { name: 'Anna Smirnova' })).toHaveAttribute('src', '/files/1?x=1');
  });

  it('shows the initials when there is no image, named for screen readers', () => {
    render(<UserAvatar user={anna} />);
    expect(screen.getByRole('img', { name: 'Anna Smirnova' })).toHaveTextContent('AS');
  });

  it('falls back to the initials when the image does not load', () => {
    render(<UserAvatar user={{ ...anna, avatar: '/files/1?expired' }} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Anna Smirnova' })).toHaveTextContent('AS');
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<UserAvatar user={anna} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

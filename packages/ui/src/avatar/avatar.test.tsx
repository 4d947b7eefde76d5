import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it('takes up to two initials, in any script', () => {
    expect(initials('Анна Смирнова')).toBe('АС');
    expect(initials('maria.lopez@facefit.school')).toBe('ML');
    expect(initials('  ')).toBe('?');
  });

  it('shows the picture, and the initials when it fails to load; named either way', () => {
    render(<Avatar name="Anna Petrova" src="/a.png" />);
    const picture = screen.getByRole('img', { name: 'Anna Petrova' });
    expect(picture.tagName).toBe('IMG');
    fireEvent.error(picture);
    const fallback = screen.getByRole('img', { name: 'Anna Petrova' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('AP');
  });
});

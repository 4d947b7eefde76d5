import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TimeZonePicker } from './time-zone-picker';

function picker() {
  const onChange = vi.fn();
  render(<TimeZonePicker label="Time zone" value="Europe/Moscow" onChange={onChange} error={null} />);
  return { onChange, field: screen.getByRole('combobox', { name: 'Time zone' }) };
}

describe('TimeZonePicker leaving the field (issue 27)', () => {
  it('takes the highlighted match of what was typed, as Enter would', () => {
    const { onChange, field } = picker();
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'Berlin' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledWith('Europe/Berlin');
  });

  it('keeps the zone when nothing matches, and says so instead of dropping the text quietly', () => {
    const { onChange, field } = picker();
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'Казань' } });
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/Nothing matches “Казань”: the time zone stays/)).toBeVisible();
  });

  it('leaves the zone alone when the field is left without typing', () => {
    const { onChange, field } = picker();
    fireEvent.focus(field);
    fireEvent.blur(field);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Start typing a city, a region or an offset from UTC.')).toBeVisible();
  });
});

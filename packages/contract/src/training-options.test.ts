import { describe, expect, it } from 'vitest';
import { finishSecondsForChoice, lessonMatchesOptions, optionOfValues } from './training-options.js';

// Level (option 1): beginner 11, advanced 12. Equipment (option 2): none 21, dumbbells 22.
const optionOf = optionOfValues([
  { id: 11, trainingOptionId: 1 },
  { id: 12, trainingOptionId: 1 },
  { id: 21, trainingOptionId: 2 },
  { id: 22, trainingOptionId: 2 },
]);

describe('lessonMatchesOptions', () => {
  it('shows every lesson when nothing is chosen', () => {
    expect(lessonMatchesOptions([11], {}, optionOf)).toBe(true);
    expect(lessonMatchesOptions([12, 22], {}, optionOf)).toBe(true);
  });

  it('shows a lesson without values of the chosen option', () => {
    expect(lessonMatchesOptions([], { 1: 11 }, optionOf)).toBe(true);
    expect(lessonMatchesOptions([22], { 1: 11 }, optionOf)).toBe(true);
  });

  it('shows a lesson with the chosen value and hides one with only another value of the option', () => {
    expect(lessonMatchesOptions([11], { 1: 11 }, optionOf)).toBe(true);
    expect(lessonMatchesOptions([12], { 1: 11 }, optionOf)).toBe(false);
  });

  it('shows a lesson tagged for both values of an option', () => {
    expect(lessonMatchesOptions([11, 12], { 1: 12 }, optionOf)).toBe(true);
    expect(lessonMatchesOptions([12, 11], { 1: 11 }, optionOf)).toBe(true);
  });

  it('needs every chosen option to match', () => {
    const choice = { 1: 11, 2: 22 };
    expect(lessonMatchesOptions([11, 22], choice, optionOf)).toBe(true);
    expect(lessonMatchesOptions([11, 21], choice, optionOf)).toBe(false);
    expect(lessonMatchesOptions([12, 22], choice, optionOf)).toBe(false);
    expect(lessonMatchesOptions([11], choice, optionOf)).toBe(true);
  });

  it('ignores a choice whose value the course no longer has', () => {
    expect(lessonMatchesOptions([12], { 1: 99 }, optionOf)).toBe(true);
    expect(lessonMatchesOptions([12], { 3: 12 }, optionOf)).toBe(true);
  });
});

describe('finishSecondsForChoice', () => {
  it('keeps the day’s own time when nothing is hidden', () => {
    expect(finishSecondsForChoice(60, 30, 0)).toBe(60);
  });

  it('asks no more than the shown lessons’ video when the choice hides some', () => {
    expect(finishSecondsForChoice(60, 30.4, 2)).toBe(30);
    expect(finishSecondsForChoice(60, 120, 1)).toBe(60);
    expect(finishSecondsForChoice(60, 0, 3)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptsFile, type HandInDraft, handInProblem } from './hand-in-rules';

const draft = (overrides: Partial<HandInDraft>): HandInDraft => ({
  kind: 'text',
  text: '',
  files: [],
  uploading: 0,
  exerciseIds: [],
  exercises: [],
  ...overrides,
});

describe('handInProblem (spec 02 §5, §8)', () => {
  it('asks a text task for a message', () => {
    expect(handInProblem(draft({ text: '  ' }))).toBe('form.messageRequired');
    expect(handInProblem(draft({ text: 'My answer' }))).toBeNull();
  });

  it('asks a photo, video or file task for a file; the message is optional there', () => {
    for (const kind of ['photo', 'video', 'file'] as const) {
      expect(handInProblem(draft({ kind, text: 'see' }))).toBe('form.fileRequired');
      expect(handInProblem(draft({ kind, files: ['a'.repeat(32)] }))).toBeNull();
    }
  });

  it('waits for uploads to finish before anything else', () => {
    expect(handInProblem(draft({ kind: 'photo', files: ['x'], uploading: 1 }))).toBe('files.wait');
  });

  it('asks an exercise task for a choice, and calls one without exercises misconfigured', () => {
    const exercises = [{ id: 1 }, { id: 2 }];
    expect(handInProblem(draft({ kind: 'exercise', exercises }))).toBe('form.exerciseRequired');
    expect(handInProblem(draft({ kind: 'exercise', exercises, exerciseIds: [2] }))).toBeNull();
    expect(handInProblem(draft({ kind: 'exercise', exerciseIds: [2] }))).toBe('misconfigured');
  });
});

describe('files a task takes (decision 057)', () => {
  it('offers the picker what the kind takes', () => {
    expect(acceptAttribute('photo')).toBe('image/*');
    expect(acceptAttribute('video')).toBe('video/*');
    expect(acceptAttribute('file')).toContain('application/pdf');
    expect(acceptAttribute('file')).toContain('.docx');
  });

  it('checks the chosen files again by type, documents also by name when typeless', () => {
    const jpg = { type: 'image/jpeg', name: 'a.jpg' };
    const mp4 = { type: 'video/mp4', name: 'a.mp4' };
    const pdf = { type: 'application/pdf', name: 'a.pdf' };
    const docx = { type: '', name: 'Report.DOCX' };
    const exe = { type: 'application/x-msdownload', name: 'a.exe' };
    expect([jpg, mp4, pdf].map((f) => acceptsFile('photo', f))).toEqual([true, false, false]);
    expect([jpg, mp4, pdf].map((f) => acceptsFile('video', f))).toEqual([false, true, false]);
    expect([jpg, mp4, pdf, docx, exe].map((f) => acceptsFile('file', f))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { questionText, schoolLines } from './chat-texts';
import {
  askedQuestions,
  type ChatProgress,
  nextStep,
  statusAfter,
  statusBefore,
  statusesToRaise,
} from './onboarding-sequence';

const ALL = askedQuestions({ questions: [] });
const guest: ChatProgress = {
  signedIn: false,
  status: 10,
  firstName: null,
  email: null,
  linkedSocials: 0,
  passed: [],
  socialsOffered: true,
  pushAskable: true,
};
const account = (changes: Partial<ChatProgress>): ChatProgress => ({
  ...guest,
  signedIn: true,
  firstName: 'Ana',
  email: 'ana@example.com',
  status: 20,
  ...changes,
});

describe('askedQuestions', () => {
  it('asks every question in the spec order when the school lists none', () => {
    expect(ALL).toEqual(['firstName', 'email', 'password', 'socials', 'push', 'birthday', 'avatarId']);
    expect(askedQuestions({})).toEqual(ALL);
  });

  it("keeps the spec order whatever the school's order, and always the required three", () => {
    const asked = askedQuestions({
      questions: [
        { key: 'avatarId', text: {} },
        { key: 'birthday', text: {} },
      ],
    });
    expect(asked).toEqual(['firstName', 'email', 'password', 'birthday', 'avatarId']);
  });
});

describe('nextStep', () => {
  it('walks a guest through the draft kept on the device', () => {
    expect(nextStep(ALL, guest)).toBe('firstName');
    expect(nextStep(ALL, { ...guest, firstName: 'Ana' })).toBe('email');
    expect(nextStep(ALL, { ...guest, firstName: 'Ana', email: 'ana@example.com' })).toBe('password');
  });

  it('resumes a signed-in learner after the account step at the first optional question not passed', () => {
    expect(nextStep(ALL, account({}))).toBe('socials');
    expect(nextStep(ALL, account({ linkedSocials: 1 }))).toBe('push');
    expect(nextStep(ALL, account({ passed: ['socials', 'push'] }))).toBe('birthday');
    expect(nextStep(ALL, account({ socialsOffered: false, pushAskable: false }))).toBe('birthday');
    expect(nextStep(ALL, account({ status: 30 }))).toBe('avatarId');
    expect(nextStep(ALL, account({ status: 40 }))).toBe('done');
  });

  it('brings an account left at 10 back to the account step (the name first if it has none)', () => {
    expect(nextStep(ALL, account({ status: 10, firstName: null }))).toBe('firstName');
    expect(nextStep(ALL, account({ status: 10 }))).toBe('password');
    expect(nextStep(ALL, account({ status: 10, email: null }))).toBe('email');
  });

  it('skips what the school does not ask', () => {
    const asked = askedQuestions({ questions: [{ key: 'avatarId', text: {} }] });
    expect(nextStep(asked, account({}))).toBe('avatarId');
    expect(nextStep(['firstName', 'email', 'password'], account({}))).toBe('done');
  });
});

describe('statuses', () => {
  it('says which status each question needs before it is asked', () => {
    expect(statusBefore('firstName')).toBe(10);
    expect(statusBefore('password')).toBe(10);
    expect(statusBefore('socials')).toBe(20);
    expect(statusBefore('birthday')).toBe(20);
    expect(statusBefore('avatarId')).toBe(30);
    expect(statusBefore('done')).toBe(40);
  });

  it('says which status passing a question gives, a skip as much as an answer', () => {
    expect(statusAfter('firstName')).toBe(10);
    expect(statusAfter('password')).toBe(20);
    expect(statusAfter('push')).toBe(20);
    expect(statusAfter('birthday')).toBe(30);
    expect(statusAfter('avatarId')).toBe(40);
  });

  it('raises one step at a time, even past questions the school left out', () => {
    expect(statusesToRaise(20, 'avatarId')).toEqual([30]);
    expect(statusesToRaise(20, 'done')).toEqual([30, 40]);
    expect(statusesToRaise(10, 'socials')).toEqual([20]);
    expect(statusesToRaise(40, 'done')).toEqual([]);
  });
});

describe('chat texts', () => {
  const brand = {
    questions: [{ key: 'firstName' as const, text: { en: 'Your name, please?', ru: '  ' } }],
  };

  it("uses the school's words in the learner's language, else the app's own", () => {
    expect(questionText(brand, 'firstName', 'en', 'What is your name?')).toBe('Your name, please?');
    expect(questionText(brand, 'firstName', 'ru', 'Как вас зовут?')).toBe('Как вас зовут?');
    expect(questionText(brand, 'firstName', 'es', '¿Cómo te llamas?')).toBe('¿Cómo te llamas?');
    expect(questionText(brand, 'email', 'en', 'Your e-mail?')).toBe('Your e-mail?');
  });

  it('falls back line by language, not to another language', () => {
    const lines = { en: ['Hi!', ' ', 'Welcome.'] };
    expect(schoolLines(lines, 'en', ['x'])).toEqual(['Hi!', 'Welcome.']);
    expect(schoolLines(lines, 'es', ['¡Hola!'])).toEqual(['¡Hola!']);
    expect(schoolLines(undefined, 'ru', ['Привет!'])).toEqual(['Привет!']);
  });
});

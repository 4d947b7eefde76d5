import * as contract from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { schemaTextIn, translatedSchemaTexts } from './schema-texts.js';

/** A zod 4 schema's definition, read loosely: its own text is `def.error`, its parts are anywhere in `def`. */
type Def = Record<string, unknown> & { error?: (issue: object) => unknown };
const defOf = (value: unknown): Def | null =>
  value !== null && typeof value === 'object' && '_zod' in value
    ? (value as { _zod: { def: Def } })._zod.def
    : null;

/** Every text a schema gives itself, in every schema reachable from `roots`. */
function ownTexts(roots: unknown[]): Set<string> {
  const texts = new Set<string>();
  const seen = new Set<unknown>();
  const stack = [...roots];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    const def = defOf(value);
    if (def?.error) {
      const text = def.error({ code: 'custom' });
      if (typeof text === 'string') texts.add(text);
    }
    // A definition holds its parts (shape, element, options, checks) as objects and arrays.
    for (const part of Object.values(def ?? value)) if (typeof part === 'object') stack.push(part);
  }
  return texts;
}

describe("the contract's own texts in the person's language (issue 25)", () => {
  const texts = ownTexts(Object.values(contract));

  it('finds the texts of the schemas', () => {
    expect(texts).toContain('Email cannot be blank.');
    expect(texts.size).toBeGreaterThan(40);
  });

  it('has each of them in Russian and Spanish', () => {
    const missing = [...texts].filter((text) => !translatedSchemaTexts().includes(text));
    expect(missing).toEqual([]);
    // superRefine's texts cannot be read from a schema.
    expect(translatedSchemaTexts()).toContain(contract.CONFIRMED_MESSAGE);
  });

  it('answers in the language asked for, and keeps a text it does not know', () => {
    expect(schemaTextIn('Email cannot be blank.', 'ru')).toBe('E-mail не может быть пустым.');
    expect(schemaTextIn('Email cannot be blank.', 'es')).toBe('El correo electrónico no puede estar vacío.');
    expect(schemaTextIn('Email cannot be blank.', 'en')).toBe('Email cannot be blank.');
    expect(schemaTextIn('Заполните это поле.', 'ru')).toBe('Заполните это поле.');
    expect(schemaTextIn('Unknown sort "x"; allowed: id, title', 'ru')).toBe(
      'Неизвестное значение sort: «x»; допустимо: id, title',
    );
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { messageCatalogue } from './messages.js';

type Table = Record<string, Record<string, string>>;

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every `*.messages.ts` of the API with the tables it exports (`fooMessages`). */
async function messageFiles(): Promise<{ file: string; tables: Table[] }[]> {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.messages.ts'),
  );
  return Promise.all(
    files.map(async (file) => {
      const exports = (await import(path.join(src, file))) as Record<string, unknown>;
      const tables = Object.entries(exports)
        .filter(([name]) => name.endsWith('Messages'))
        .map(([, table]) => table as Table);
      return { file, tables };
    }),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server texts (lib/messages.ts and each area beside its code, decision 125)', () => {
  it('finds each area text under its key: no key of one area is taken by another, none is left out', async () => {
    const areas = (await messageFiles()).filter((f) => f.tables.length > 0);
    expect(areas.length).toBeGreaterThan(20);
    const lost: string[] = [];
    for (const { file, tables } of areas) {
      for (const table of tables) {
        for (const [key, text] of Object.entries(table)) {
          if (messageCatalogue[key as keyof typeof messageCatalogue] !== text) lost.push(`${file}: ${key}`);
        }
      }
    }
    expect(lost).toEqual([]);
  });

  it('has every text in ru, en and es, each with the same {placeholders}', () => {
    const problems: string[] = [];
    for (const [key, text] of Object.entries(messageCatalogue)) {
      for (const lang of LANGUAGES) {
        if (!text[lang]?.trim()) problems.push(`${key}: no ${lang}`);
        else if (placeholders(text[lang]).join() !== placeholders(text.en).join())
          problems.push(`${key}: ${lang} has other placeholders than en`);
      }
    }
    expect(problems).toEqual([]);
  });
});

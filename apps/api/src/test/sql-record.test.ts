import { describe, expect, it } from 'vitest';
import { isHarnessStatement, statementShape } from './sql-record.js';

// The shapes the PGlite run's cover is built from (decision 117): the same call with other
// values, or more or fewer items in a list, is one statement; another call is another.
describe('statementShape', () => {
  it('leaves parameters out', () => {
    expect(statementShape('select * from "users" where "id" = $1 and "project_id" = $2')).toBe(
      'select * from "users" where "id" = ? and "project_id" = ?',
    );
  });

  it('makes a list of any length one, in a filter and in the rows of an insert', () => {
    const one = statementShape('select 1 from "t" where "id" in ($1)');
    expect(statementShape('select 1 from "t" where "id" in ($1, $2, $3)')).toBe(one);
    const row = statementShape('insert into "t" ("a", "b") values ($1, default)');
    expect(statementShape('insert into "t" ("a", "b") values ($1, default), ($2, $3), (null, $4)')).toBe(
      row.replace('(?*)', '(?*)+'),
    );
  });

  it('keeps apart what differs in more than values, and ignores spacing', () => {
    expect(statementShape('select "a" from "t" where "id" = $1')).not.toBe(
      statementShape('select "b" from "t" where "id" = $1'),
    );
    expect(statementShape('select  1\n  from "t"')).toBe('select 1 from "t"');
    // A list of columns is not a list of parameters.
    expect(statementShape('insert into "t" ("a", "b") values ($1, $2)')).toBe(
      'insert into "t" ("a", "b") values (?*)',
    );
  });
});

describe('isHarnessStatement', () => {
  it("knows the harness's database per file, and nothing the product sends", () => {
    expect(isHarnessStatement('create database test_1a2b template cp_template_9f')).toBe(true);
    expect(isHarnessStatement('drop database if exists test_1a2b with (force)')).toBe(true);
    expect(isHarnessStatement('select 1 from pg_database where datname = $1')).toBe(true);
    expect(isHarnessStatement('select "id" from "databases" where "name" = $1')).toBe(false);
    expect(isHarnessStatement('insert into "projects" ("name") values ($1)')).toBe(false);
  });
});

import { type Column, getTableColumns, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * Several tables' rows in one round trip (decision 139): the database aggregates each table's
 * rows into JSON (`json_agg`) inside one statement, and `fromJsonRow` turns each
 * JSON object back into what `db.select().from(table)` gives, through the table's own column
 * decoders. One statement instead of one per table saves a message to the database and back per
 * table, which on a busy API was most of what a cached read cost to refill.
 *
 * JSON keeps integers, text, booleans and timestamptz faithfully (the last as ISO text with its
 * offset, which the column's decoder reads as it reads the driver's text). It does not keep a
 * numeric's or a bigint's text form (a bigint read as a number is kept), a date's or a plain timestamp's zone: a table with such a
 * column is refused here rather than decoded slightly wrong.
 */
const FAITHFUL = new Set([
  'PgSerial',
  'PgInteger',
  'PgSmallInt',
  // A bigint read in `mode: 'number'`: a JavaScript number either way, exact up to 2^53.
  'PgBigInt53',
  'PgText',
  'PgVarchar',
  'PgBoolean',
  'PgJsonb',
  'PgJson',
]);
/** json/jsonb values arrive already parsed: their decoder would parse a JSON string value again. */
const ALREADY_JSON = new Set(['PgJsonb', 'PgJson']);

function faithful(column: Column): boolean {
  if (column.columnType === 'PgTimestamp') return (column as Column & { withTimezone: boolean }).withTimezone;
  return FAITHFUL.has(column.columnType);
}

/** The table's columns, checked once per table: each must come back through JSON unchanged. */
const checked = new WeakMap<Table, [string, Column][]>();
function columnsOf(table: Table): [string, Column][] {
  let columns = checked.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    const lossy = columns.filter(([, column]) => !faithful(column));
    if (lossy.length > 0) {
      const names = lossy.map(([, column]) => `${column.name} (${column.columnType})`).join(', ');
      throw new Error(`json-rows: ${names} would not come back through JSON unchanged`);
    }
    checked.set(table, columns);
  }
  return columns;
}

/** One row that came as JSON, as a select of the table gives it. */
export function fromJsonRow<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    if (value === null || value === undefined) row[key] = null;
    else row[key] = ALREADY_JSON.has(column.columnType) ? value : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** Rows that came as a JSON array (`json_agg`), as a select of the table gives them. */
export function fromJsonRows<T extends Table>(table: T, json: unknown): InferSelectModel<T>[] {
  return ((json ?? []) as Record<string, unknown>[]).map((row) => fromJsonRow(table, row));
}

/**
 * A table's rows whose `column` equals `value` (a column of the outer query written out with its
 * table's name, for a correlated subquery), in `orderBy` order, as one JSON array, empty when none: a part of the select list of
 * a one-round-trip read. Each is an index range when `column` leads an index.
 */
export function jsonRowsWhere(
  table: Table,
  column: Column,
  value: Column | SQL,
  orderBy: Column[],
): SQL<unknown> {
  const order = sql.join(
    orderBy.map((c) => sql`t.${sql.identifier(c.name)}`),
    sql`, `,
  );
  return sql`coalesce((select json_agg(t order by ${order}) from ${table} t where t.${sql.identifier(column.name)} = ${value}), '[]'::json)`;
}

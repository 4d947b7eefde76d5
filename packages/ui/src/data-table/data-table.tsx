import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface DataColumn<Row> {
  key: string;
  /** The column's heading, translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures (amounts, counts, dates). */
  numeric?: boolean;
  /** Hidden below 640 px; the first column and the row's actions always stay. */
  secondary?: boolean;
}

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers (`<caption>`, visually hidden). */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Marks the row whose details are open beside the table. */
  selectedKey?: string | number | null;
}

/**
 * A list of records as a real table (headings read with each cell). Below 640 px the
 * secondary columns hide and the table scrolls sideways inside its own box, never the page.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, selectedKey }: DataTableProps<Row>) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={[c.numeric ? styles.numeric : '', c.secondary ? styles.secondary : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} aria-selected={selectedKey === undefined ? undefined : selectedKey === key}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={[c.numeric ? styles.numeric : '', c.secondary ? styles.secondary : '']
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

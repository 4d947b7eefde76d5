import { type ReactNode, useRef } from 'react';
import styles from './data-table.module.css';
import { useOverflowsSideways } from './use-overflows-sideways';

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
 *
 * While its content is wider than the box (decision 145), the box is a region named by the caption
 * and a stop of the Tab order, so that a keyboard can reach it and scroll it with the arrow keys
 * (WCAG 2.1.1; axe's scrollable-region-focusable). A table that fits stays out of the Tab order and
 * of the page's landmarks: a stop that scrolls nothing would only cost a keypress.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, selectedKey }: DataTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const reachable = useOverflowsSideways(scroller)
    ? ({ role: 'region', 'aria-label': caption, tabIndex: 0 } as const)
    : undefined;
  return (
    <div ref={scroller} className={styles.scroller} {...reachable}>
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

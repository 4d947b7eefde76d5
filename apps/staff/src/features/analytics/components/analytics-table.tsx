import type { DataColumn } from '@cp/ui';
import styles from './analytics-table.module.css';

/**
 * The figures of a chart as a table. The console's DataTable scrolls sideways in a box a keyboard
 * cannot reach; these tables are read on a phone where their columns do not fit, so the box is a
 * named region in the tab order (axe's scrollable-region-focusable), and the arrow keys scroll it.
 */
export function AnalyticsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  const cellClass = (c: DataColumn<Row>) => (c.numeric ? styles.numeric : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard to be scrolled
    <section className={styles.scroller} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key} className={cellClass(c)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import type { ReactNode } from 'react';

/** One column heading: its text (or element), whether it holds numbers (`num`, right-aligned), and its own class. */
export interface HeadColumn {
  readonly label: ReactNode;
  readonly num?: boolean;
  readonly className?: string;
}

/** A table's heading row: one `<th scope="col">` per column, `num` first in the class list. */
export function TableHead({ columns }: { readonly columns: readonly HeadColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed, their order is their identity
            key={index}
            scope="col"
            className={[column.num ? 'num' : '', column.className ?? ''].join(' ').trim() || undefined}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

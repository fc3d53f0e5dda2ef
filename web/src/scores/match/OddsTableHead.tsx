import type { ReactNode } from 'react';
import type { OddsColumn } from './odds-columns';

/** The head of an odds table: 公司, the 初盘 and 即时 groups of a market's columns, then any `trailing` headers. */
export function OddsTableHead({ columns, trailing }: { columns: readonly OddsColumn[]; trailing?: ReactNode }) {
  return (
    <thead>
      <tr>
        <th rowSpan={2} scope="col">
          公司
        </th>
        <th colSpan={columns.length} scope="colgroup" className="c-split">
          初盘
        </th>
        <th colSpan={columns.length} scope="colgroup" className="c-split">
          即时
        </th>
        {trailing}
      </tr>
      <tr>
        {[...columns, ...columns].map((column, index) => (
          <th scope="col" key={`${index}:${column.field}`} className={index % columns.length === 0 ? 'c-split' : ''}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

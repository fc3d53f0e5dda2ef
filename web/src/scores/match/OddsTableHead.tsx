import type { ReactNode } from 'react';
import type { OddsColumn } from './odds-columns';

/**
 * The head of an odds table: 公司, the 初盘 group of a market's columns, the 终盘 group once the match
 * has kicked off (`closing`), the 即时 group, then any `trailing` headers.
 */
export function OddsTableHead({ columns, closing = false, trailing }: { columns: readonly OddsColumn[]; closing?: boolean; trailing?: ReactNode }) {
  const groups = closing ? ['初盘', '终盘', '即时'] : ['初盘', '即时'];
  return (
    <thead>
      <tr>
        <th rowSpan={2} scope="col">
          公司
        </th>
        {groups.map((group) => (
          <th key={group} colSpan={columns.length} scope="colgroup" className="c-split">
            {group}
          </th>
        ))}
        {trailing}
      </tr>
      <tr>
        {groups.flatMap((group) =>
          columns.map((column, index) => (
            <th scope="col" key={`${group}:${column.field}`} className={index === 0 ? 'c-split' : ''}>
              {column.label}
            </th>
          )),
        )}
      </tr>
    </thead>
  );
}

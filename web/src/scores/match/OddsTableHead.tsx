import type { ReactNode } from 'react';
import { ODDS_PRICE_LABELS } from '@portal/contracts';
import type { OddsColumn, PriceGroup } from './odds-columns';

/** The head of an odds table: 公司, a group of a market's columns for each of `groups` (see priceGroups), then any `trailing` headers. */
export function OddsTableHead({ columns, groups, trailing }: { columns: readonly OddsColumn[]; groups: readonly PriceGroup[]; trailing?: ReactNode }) {
  return (
    <thead>
      <tr>
        <th rowSpan={2} scope="col">
          公司
        </th>
        {groups.map((group) => (
          <th key={group} colSpan={columns.length} scope="colgroup" className="c-split" data-group={group}>
            {ODDS_PRICE_LABELS[group]}
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

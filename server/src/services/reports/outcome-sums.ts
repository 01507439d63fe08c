/**
 * The outcomes of some `report_days` rows summed (docs/rules/claiming.md#d5.5), as one JSON object by outcome, the
 * contract's `OutcomeCounts`: the board's day of a picker, a report's days and pickers.
 */
import { type SQL, sql } from 'drizzle-orm';
import { RECORDED_OUTCOMES } from '../../../../src/contract';
import { OUTCOME_COUNTERS } from '../../db/schema';

/** Over the rows named `alias`, those `where` keeps when given (an aggregate's FILTER). */
export function outcomeSums(alias: string, where?: SQL): SQL {
  const filter = where ? sql` FILTER (WHERE ${where})` : sql``;
  const pairs = RECORDED_OUTCOMES.map(
    (outcome) =>
      sql`${sql.raw(`'${outcome}'`)}, coalesce(sum(${sql.raw(`${alias}.${OUTCOME_COUNTERS[outcome].name}`)})${filter}, 0)::int`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

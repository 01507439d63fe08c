/** Leads a listing ended left the pool: the boards' pool counts change, and PGlite's upkeep counts the writes. */
import type { EventSink } from '../../lib/events';

export function announceEnded(events: EventSink, leadsEnded: number): void {
  if (leadsEnded === 0) return;
  events.emit('bulkWritten', { rows: leadsEnded, kind: 'changed' });
  events.emit('boardChanged', { everyBoard: true });
}

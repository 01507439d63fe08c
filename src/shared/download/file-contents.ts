/**
 * What a list's Download writes, said beside its button: the file keeps the spec's name
 * (`rentals_<timestamp>.xlsx`, docs/decisions.md#p71), which tells nothing of what it holds.
 */
import type { CountInfo } from '../../contract';
import type { SheetKind } from './sheet-kinds';

const NOUNS: Record<SheetKind, { one: string; many: string }> = {
  leads: { one: 'lead', many: 'leads' },
  clients: { one: 'client', many: 'clients' },
  audit: { one: 'entry', many: 'entries' },
};

const count = new Intl.NumberFormat('en-US');

/** Null while the list has no count yet: saying nothing beats a wrong number. */
export function fileContents(kind: SheetKind, counted: Pick<CountInfo, 'total' | 'estimated'> | undefined) {
  if (!counted) return null;
  const { one, many } = NOUNS[kind];
  const { total, estimated } = counted;
  if (total === 0) return `No ${many} match: nothing to download.`;
  if (total === 1) return `Downloads the 1 ${one} that matches, with every column.`;
  // Every page, not just the one on screen: the export reads every match (docs/decisions.md#p71).
  return `Downloads ${estimated ? 'about' : 'all'} ${count.format(total)} ${many} that match, every page, with every column.`;
}

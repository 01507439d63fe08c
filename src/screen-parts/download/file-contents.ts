/**
 * What a list's Download writes, said beside its button: the file keeps the spec's name
 * (`rentals_<timestamp>.xlsx`, docs/decisions.md#p71), which tells nothing of what it holds. A Text,
 * so the button says it in its element's language (docs/rules/language.md).
 */
import type { CountInfo } from '../../contract';
import type { Text } from '../../contract/i18n';
import type { SheetKind } from './sheet-kinds';

/** Null while the list has no count yet: saying nothing beats a wrong number. */
export function fileContents(
  kind: SheetKind,
  counted: Pick<CountInfo, 'total' | 'estimated'> | undefined,
): Text | null {
  if (!counted) return null;
  const { total, estimated } = counted;
  if (total === 0) return { id: `download.${kind}.none` };
  if (total === 1) return { id: `download.${kind}.one` };
  // Every page, not just the one on screen: the export reads every match (docs/decisions.md#p71).
  return { id: `download.${kind}.${estimated ? 'about' : 'all'}`, values: { total } };
}

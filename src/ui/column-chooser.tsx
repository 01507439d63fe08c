/**
 * The Columns button over a table: a checkbox per column the viewer may hide or show, "Wrap long text",
 * and Reset to the table's defaults (docs/rules/screens.md, "Lists").
 */
import { useId } from 'react';
import { partsCatalog } from '../locales/parts';
import { useAnchoredPopover } from './use-anchored-popover';
import type { ColumnChoice } from './use-column-choice';
import { useT } from './use-t';

export interface ChooserColumn {
  key: string;
  label: string;
  shown: boolean;
}

interface ColumnChooserProps {
  columns: readonly ChooserColumn[];
  choice: ColumnChoice;
  /** Whether long text wraps now (the viewer's choice or the table's default). */
  wrapText: boolean;
  onChange: (choice: ColumnChoice) => void;
}

export function ColumnChooser({ columns, choice, wrapText, onChange }: ColumnChooserProps) {
  const panelId = useId();
  const t = useT(partsCatalog);
  const { anchor, popover, open, toggle } = useAnchoredPopover();
  const show = (key: string, shown: boolean) =>
    onChange({ ...choice, chosen: { ...choice.chosen, [key]: shown } });
  return (
    <div className="rl-table-tools">
      <button
        ref={anchor}
        type="button"
        className="rl-btn rl-btn--small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {t('parts.columns')} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div ref={popover} id={panelId} popover="manual" className="rl-popover">
          <fieldset className="rl-popover__group">
            <legend className="rl-muted">{t('parts.columnsShown')}</legend>
            {columns.map((column) => (
              <label key={column.key} className="rl-popover__choice">
                <input
                  type="checkbox"
                  checked={column.shown}
                  onChange={(event) => show(column.key, event.target.checked)}
                />
                {column.label}
              </label>
            ))}
          </fieldset>
          <label className="rl-popover__choice rl-popover__section">
            <input
              type="checkbox"
              checked={wrapText}
              onChange={(event) => onChange({ ...choice, wrapText: event.target.checked })}
            />
            {t('parts.wrapText')}
          </label>
          <button type="button" className="rl-popover__item" onClick={() => onChange({ chosen: {} })}>
            {t('parts.resetColumns')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

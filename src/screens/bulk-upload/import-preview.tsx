/**
 * What the chosen file would import (docs/rules/uploads.md, docs/rules/uploads.md#d5.7): each column with a select of
 * the lead's fields (required ones marked), the first rows under them, and the would-insert and
 * would-skip counts by reason. Loaded on first use, apart from the screen's first paint.
 */
import { useId } from 'react';
import {
  type ColumnMapping,
  LEAD_FIELD_NAMES,
  type LeadFieldName,
  type ImportPreview as Preview,
  previewMessage,
  RENTAL_LABELS,
} from '../../contract';
import { messageOf } from '../../core/api-error';
import { REQUIRED_FIELDS } from './required-fields';

export const PREVIEW_FAILED = 'The file could not be previewed.';
export const NOT_IMPORTED = 'Not imported';
/** Shown while required fields have no column: the import waits for them. */
export const missingMessage = (labels: readonly string[]) =>
  `Choose a column for ${labels.join(', ')} to import this file.`;

const fieldLabel = (name: LeadFieldName) =>
  REQUIRED_FIELDS.includes(name) ? `${RENTAL_LABELS[name]} (required)` : RENTAL_LABELS[name];

/** The field mapped to `column`, if any. */
const fieldAt = (mapping: ColumnMapping, column: number) =>
  LEAD_FIELD_NAMES.find((name) => mapping[name] === column);

/** `field` moved to `column` ('' takes the column's field away): a field reads one column at most. */
function remapped(mapping: ColumnMapping, column: number, field: LeadFieldName | ''): ColumnMapping {
  const next: ColumnMapping = {};
  for (const name of LEAD_FIELD_NAMES)
    if (mapping[name] !== undefined && mapping[name] !== column && name !== field) next[name] = mapping[name];
  if (field) next[field] = column;
  return next;
}

interface ImportPreviewProps {
  query: {
    data: Preview | undefined;
    isPending: boolean;
    isFetching: boolean;
    isError: boolean;
    error: unknown;
  };
  /** The mapping on screen: the uploader's, or the server's proposal. */
  mapping: ColumnMapping;
  missing: readonly LeadFieldName[];
  disabled: boolean;
  onMapping: (mapping: ColumnMapping) => void;
}

export function ImportPreview({ query, mapping, missing, disabled, onMapping }: ImportPreviewProps) {
  const headingId = useId();
  if (query.isError)
    return (
      <p className="rl-card rl-error" role="alert">
        {messageOf(query.error, PREVIEW_FAILED)}
      </p>
    );
  const preview = query.data;
  if (!preview)
    return (
      <p className="rl-card rl-muted" role="status">
        Reading the file…
      </p>
    );
  return (
    <section
      className="rl-card rl-stack"
      aria-labelledby={headingId}
      aria-busy={query.isFetching}
      part="preview"
    >
      <h2 id={headingId}>Preview</h2>
      <p className="rl-muted">
        Choose the lead field each column holds; fields marked (required) must each have a column. Nothing is
        written until you upload.
      </p>
      {missing.length > 0 ? (
        <p className="rl-error" role="alert">
          {missingMessage(missing.map((name) => RENTAL_LABELS[name]))}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1) */}
      <section className="rl-table-wrap" aria-label="Columns and first rows" tabIndex={0}>
        <table className="rl-table">
          <caption className="rl-visually-hidden">Columns and first rows</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              {preview.headers.map((header, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                <th key={column} scope="col">
                  <span className="rl-import-header">{header || `Column ${column + 1}`}</span>
                  <select
                    className="rl-input rl-select"
                    aria-label={`Lead field for column ${header || column + 1}`}
                    value={fieldAt(mapping, column) ?? ''}
                    disabled={disabled}
                    onChange={(event) =>
                      onMapping(remapped(mapping, column, event.target.value as LeadFieldName | ''))
                    }
                  >
                    <option value="">{NOT_IMPORTED}</option>
                    {LEAD_FIELD_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {fieldLabel(name)}
                      </option>
                    ))}
                  </select>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map(({ row, cells }) => (
              <tr key={row}>
                <th scope="row">{row}</th>
                {cells.map((cell, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p role="status">
        <strong>{previewMessage(preview)}</strong>
      </p>
      {preview.reasons.length > 0 ? (
        <ul aria-label="Rows that would be skipped" className="rl-stack">
          {preview.reasons.map(({ reason, count, rows }) => (
            <li key={reason}>
              {reason}: {count} {count === 1 ? 'row' : 'rows'} (row {rows.join(', ')}
              {count > rows.length ? ', …' : ''})
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

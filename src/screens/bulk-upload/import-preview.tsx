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
  languageColumnOf,
  type ImportPreview as Preview,
  RENTAL_LABELS,
} from '../../contract';
import { messageOf } from '../../core/api-error';
import { uploadsCatalog } from '../../locales/uploads';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';
import { REQUIRED_FIELDS } from './required-fields';

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
  const t = useT(uploadsCatalog);
  const term = useTerm();
  const headingId = useId();
  const label = (name: LeadFieldName) => term(RENTAL_LABELS[name]);
  const fieldLabel = (name: LeadFieldName) =>
    REQUIRED_FIELDS.includes(name) ? t('uploads.required', { label: label(name) }) : label(name);
  if (query.isError)
    return (
      <p className="rl-card rl-error" role="alert">
        {messageOf(query.error, t('uploads.previewFailed'))}
      </p>
    );
  const preview = query.data;
  if (!preview)
    return (
      <p className="rl-card rl-muted" role="status">
        {t('uploads.reading')}
      </p>
    );
  const languageAt = languageColumnOf(preview.headers);
  return (
    <section
      className="rl-card rl-stack"
      aria-labelledby={headingId}
      aria-busy={query.isFetching}
      part="preview"
    >
      <h2 id={headingId}>{t('uploads.previewTitle')}</h2>
      <p className="rl-muted">{t('uploads.previewIntro')}</p>
      {missing.length > 0 ? (
        <p className="rl-error" role="alert">
          {/* Shown while required fields have no column: the import waits for them. */}
          {t('uploads.missing', { fields: missing.map(label).join(', ') })}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1) */}
      <section className="rl-table-wrap" aria-label={t('uploads.columnsAndRows')} tabIndex={0}>
        <table className="rl-table">
          <caption className="rl-visually-hidden">{t('uploads.columnsAndRows')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('uploads.row')}</th>
              {preview.headers.map((header, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
                <th key={column} scope="col">
                  <span className="rl-import-header">
                    {header || t('uploads.columnNumber', { column: column + 1 })}
                  </span>
                  {column === languageAt ? (
                    // Read for each row outside the mapping (docs/rules/uploads.md#d5.7).
                    <span className="rl-muted">{t('uploads.clientLanguage')}</span>
                  ) : (
                    <select
                      className="rl-input rl-select"
                      aria-label={t('uploads.fieldFor', { column: header || column + 1 })}
                      value={fieldAt(mapping, column) ?? ''}
                      disabled={disabled}
                      onChange={(event) =>
                        onMapping(remapped(mapping, column, event.target.value as LeadFieldName | ''))
                      }
                    >
                      <option value="">{t('uploads.notImported')}</option>
                      {LEAD_FIELD_NAMES.map((name) => (
                        <option key={name} value={name}>
                          {fieldLabel(name)}
                        </option>
                      ))}
                    </select>
                  )}
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
        <strong>{t('uploads.wouldImport', { insert: preview.insert, skip: preview.skip })}</strong>
      </p>
      {preview.reasons.length > 0 ? (
        <ul aria-label={t('uploads.wouldSkip')} className="rl-stack">
          {preview.reasons.map(({ reason, count, rows }) => (
            <li key={reason}>
              {/* The reason is the server's, already in the request's language. */}
              {t('uploads.skipReason', {
                reason,
                count,
                rows: `${rows.join(', ')}${count > rows.length ? ', …' : ''}`,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

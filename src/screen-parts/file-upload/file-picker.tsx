/**
 * An upload's file picker (Bulk Upload, Do Not Contact): the native file input, kept focusable for the
 * keyboard but drawn as a button beside the chosen file's name ('Click to select a file' until one is
 * chosen). Its styles are file-picker.css, adopted by each element that shows it.
 */
import { useId } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../contract';
import { localize } from '../../contract/i18n';
import { uploadsCatalog } from '../../locales/uploads';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';

interface FilePickerProps {
  /** The field's name ("Lead file"). */
  label: string;
  file: File | null;
  /** Why the file cannot be sent (`fileProblem`'s English), said in the element's language. */
  error: string | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

export function FilePicker({ label, file, error, disabled, onChoose }: FilePickerProps) {
  const t = useT(uploadsCatalog);
  const language = useLanguage();
  const id = useId();
  const describedBy = [`${id}-name`, `${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="rl-field">
      <span className="rl-label" id={`${id}-label`}>
        {label}
      </span>
      <label className="rl-file-picker" part="file-picker">
        <input
          type="file"
          className="rl-visually-hidden"
          accept={UPLOAD_EXTENSIONS.join(',')}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
        <span className="rl-btn" aria-hidden="true">
          {t('uploads.chooseFile')}
        </span>
        <span id={`${id}-name`} className={file ? undefined : 'rl-muted'}>
          {file ? file.name : t('uploads.clickToSelect')}
        </span>
      </label>
      <span id={`${id}-hint`} className="rl-muted">
        {t('uploads.fileHint', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 })}
      </span>
      {error ? (
        <span id={`${id}-error`} className="rl-error" role="alert">
          {localize(language, error)}
        </span>
      ) : null}
    </div>
  );
}

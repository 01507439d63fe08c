/**
 * The closing image input: PNG, JPEG or WebP up to 5 MB, checked on choice, with a preview of the chosen
 * file. The native input speaks the browser's language ("Choose File / No file chosen"), so it stays
 * focusable but hidden, drawn as our button beside the file's name in the element's language
 * (docs/rules/language.md#d14.1), as an upload's picker is (src/screen-parts/file-upload/file-picker.tsx).
 */
import { type ChangeEvent, useId } from 'react';
import { formsCatalog } from '../../locales/forms';
import { useObjectUrl } from '../../ui/use-object-url';
import { useT } from '../../ui/use-t';
import { checkImage, IMAGE_ACCEPT, IMAGE_LIMIT_MB } from './image-check';

interface ImageFieldProps {
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null) => void;
  /** A chosen file was refused; the field is emptied. */
  onRefused: (message: string) => void;
}

export function ImageField({ file, error, disabled, onChange, onRefused }: ImageFieldProps) {
  const id = useId();
  const t = useT(formsCatalog);
  const preview = useObjectUrl(file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const verdict = chosen ? checkImage(chosen) : true;
    if (verdict === true) {
      onChange(chosen);
      return;
    }
    // Emptied, so the input does not show a file the form will not send.
    event.target.value = '';
    onRefused(verdict);
  };

  return (
    <div className="rl-field">
      <span className="rl-label" id={`${id}-label`}>
        {t('forms.closingImage')}
      </span>
      <label className="rl-file-picker" part="file-picker">
        <input
          className="rl-visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-name`, `${id}-hint`, error ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={choose}
        />
        <span className="rl-btn" aria-hidden="true">
          {t('forms.chooseImage')}
        </span>
        <span id={`${id}-name`} className={file ? undefined : 'rl-muted'}>
          {file ? file.name : t('forms.noImage')}
        </span>
      </label>
      <span id={`${id}-hint`} className="rl-muted">
        {t('forms.imageHint', { mb: IMAGE_LIMIT_MB })}
      </span>
      {error ? (
        <span id={`${id}-error`} className="rl-error" role="alert">
          {error}
        </span>
      ) : null}
      {preview ? <img className="rl-image-preview" src={preview} alt={t('forms.imageAlt')} /> : null}
    </div>
  );
}

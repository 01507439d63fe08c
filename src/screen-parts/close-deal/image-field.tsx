/** The closing image input: PNG, JPEG or WebP up to 5 MB, checked on choice, with a preview of the chosen file. */
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
      <label className="rl-label" htmlFor={id}>
        {t('forms.closingImage')}
      </label>
      <input
        id={id}
        className="rl-input"
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={choose}
      />
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

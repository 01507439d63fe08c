/**
 * 'Paste a post' (docs/rules/leads.md#d5.23): the post's text, pasted or shared, and 'Fill from post'; or a
 * screenshot pasted or dropped on the box, or chosen, whose text is read in the browser first
 * ('Reading the image… 40 %'). Nothing is sent from here: the form's own submit saves the lead.
 */
import { type ClipboardEvent, type DragEvent, lazy, Suspense, useId } from 'react';
import { formsCatalog } from '../../locales/forms';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';
import type { ImageReading } from './image-reading';

export type { ImageReading } from './image-reading';

// Shown only once an image is given, so Create Rental's first load does not carry it.
const ImageReadingStatus = lazy(() =>
  import('./image-reading').then((module) => ({ default: module.ImageReadingStatus })),
);

interface PastePostProps {
  text: string;
  filling: boolean;
  reading: ImageReading;
  onText: (text: string) => void;
  onFill: () => void;
  onImage: (image: File) => void;
}

const imageIn = (files: FileList | null | undefined): File | undefined =>
  [...(files ?? [])].find((file) => file.type.startsWith('image/'));

export function PastePost({ text, filling, reading, onText, onFill, onImage }: PastePostProps) {
  const t = useT(formsCatalog);
  const id = useId();
  const busy = filling || reading?.state === 'reading';
  // An image pasted or dropped is read; text pasted or dropped is the textarea's own.
  const take = (event: ClipboardEvent | DragEvent, files: FileList | undefined) => {
    const image = imageIn(files);
    if (!image) return;
    event.preventDefault();
    if (!busy) onImage(image);
  };
  return (
    <section className="rl-stack" aria-labelledby={`${id}-heading`} part="paste">
      <div className="rl-field">
        <label className="rl-label" id={`${id}-heading`} htmlFor={`${id}-text`}>
          {t('forms.pastePost')}
        </label>
        <textarea
          id={`${id}-text`}
          className="rl-input rl-textarea"
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onText(event.target.value)}
          onPaste={(event) => take(event, event.clipboardData?.files)}
          onDragOver={(event) => {
            if ([...event.dataTransfer.types].includes('Files')) event.preventDefault();
          }}
          onDrop={(event) => take(event, event.dataTransfer?.files)}
        />
        <span id={`${id}-hint`} className="rl-muted">
          {t('forms.pastePostHint')}
        </span>
      </div>
      {reading && (
        <Suspense fallback={null}>
          <ImageReadingStatus reading={reading} />
        </Suspense>
      )}
      <div className="rl-actions">
        <Button busy={filling} disabled={busy || text.trim() === ''} onClick={onFill}>
          {t('forms.fillFromPost')}
        </Button>
        <label className="rl-btn rl-choose-image">
          <input
            type="file"
            accept="image/*"
            className="rl-visually-hidden"
            disabled={busy}
            onChange={(event) => {
              const image = imageIn(event.target.files);
              event.target.value = '';
              if (image) onImage(image);
            }}
          />
          {t('forms.chooseScreenshot')}
        </label>
      </div>
    </section>
  );
}

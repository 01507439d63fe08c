/**
 * Create Rental's capture (docs/rules/leads.md#d5.23): the pasted or shared post, the form filled from it with each
 * value's words, the other numbers to pick from, and a screenshot read into text first, in the browser
 * (the OCR loaded only when an image is given).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastFailure } from '../../core/toaster';
import { formsCatalog } from '../../locales/forms';
import type { RentalField } from '../../screen-parts/lead-form/rental-fields';
import { useT } from '../../ui/use-t';
import type { ImageReading } from './paste-post';
import { fillFromPost, type PostFill } from './post-fill';

/** Text a reader can make something of: a letter or a digit at least. */
const readable = (text: string) => /[\p{L}\p{N}]/u.test(text);

const NO_FILL: PostFill = { values: {}, sources: {}, otherNumbers: [] };

export function usePostCapture(
  sharedText: string | undefined,
  number: string,
  setField: (name: RentalField, value: string) => void,
) {
  const t = useT(formsCatalog);
  const [text, setText] = useState(sharedText ?? '');
  const [fill, setFill] = useState<PostFill>(NO_FILL);
  const [filling, setFilling] = useState(false);
  const [reading, setReading] = useState<ImageReading>(null);

  const fillFrom = useCallback(
    async (post: string) => {
      setFilling(true);
      try {
        const found = await fillFromPost(post);
        for (const [name, value] of Object.entries(found.values)) setField(name as RentalField, value);
        setFill(found);
      } catch (error) {
        toastFailure(error, t('forms.somethingWrong'));
      } finally {
        setFilling(false);
      }
    },
    [setField, t],
  );

  // A shared post (the host page's share target, docs/rules/screens.md#d2) fills the form as it opens, once.
  const shared = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!sharedText || shared.current === sharedText) return;
    shared.current = sharedText;
    setText(sharedText);
    void fillFrom(sharedText);
  }, [sharedText, fillFrom]);

  const readImage = async (image: File) => {
    setReading({ state: 'reading', progress: 0 });
    try {
      const { readImageText } = await import('./read-image');
      const read = await readImageText(image, (progress) => setReading({ state: 'reading', progress }));
      if (!readable(read)) {
        setReading({ state: 'unreadable' });
        return;
      }
      setReading(null);
      setText(read);
      await fillFrom(read);
    } catch {
      setReading({ state: 'unreadable' });
    }
  };

  /** Puts one of the post's other numbers in the Number field, and offers the one it replaces. */
  const pickNumber = (picked: string) => {
    setFill((current) => ({
      ...current,
      sources: { ...current.sources, number: picked },
      otherNumbers: [
        ...current.otherNumbers.filter((other) => other !== picked),
        ...(number ? [number] : []),
      ],
    }));
    setField('number', picked);
  };

  const clear = () => {
    setText('');
    setFill(NO_FILL);
    setReading(null);
  };

  return { text, setText, fill, filling, reading, fillFrom, readImage, pickNumber, clear };
}

/** A screenshot being read ('Reading the image… 40 %', with its bar), or why it could not be (docs/rules/leads.md#d5.23). */
import { formsCatalog } from '../../locales/forms';
import { ProgressBar } from '../../ui/progress-bar';
import { useT } from '../../ui/use-t';

/** An image being read (its share done, 0 to 1), or why it could not be. */
export type ImageReading = { state: 'reading'; progress: number } | { state: 'unreadable' } | null;

export function ImageReadingStatus({ reading }: { reading: NonNullable<ImageReading> }) {
  const t = useT(formsCatalog);
  if (reading.state === 'unreadable')
    return (
      <p className="rl-notice rl-notice--error" role="alert">
        {t('forms.imageUnreadable')}
      </p>
    );
  return (
    <div role="status">
      <span>{t('forms.readingImage', { percent: Math.round(reading.progress * 100) })}</span>
      <ProgressBar label={t('forms.imageProgress')} value={reading.progress} />
    </div>
  );
}

/**
 * The Download button of a list with what its file holds beside it, and while it runs a progress bar
 * ("n of N" rows) and Cancel.
 */
import { useEffect, useId, useRef } from 'react';
import type { Text } from '../../contract/i18n';
import { downloadCatalog } from '../../locales/download';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';
import type { ExportState } from './use-export';

/** Nothing has focus: the focused button was removed (focus elsewhere on the page is left alone). */
const focusIsLost = (node: HTMLElement | null) => {
  const active = node?.ownerDocument.activeElement;
  return !active || active === node?.ownerDocument.body;
};

interface DownloadButtonProps {
  state: ExportState;
  onStart: () => void;
  onCancel: () => void;
  /** What the file will hold (`fileContents`, a download catalog Text); null while the list is not counted. */
  holds?: Text | null;
}

export function DownloadButton({ state, onStart, onCancel, holds }: DownloadButtonProps) {
  const t = useT(downloadCatalog);
  const busy = state.phase !== 'idle';
  const holdsId = useId();
  // While it runs, the progress says what is happening instead.
  const described = holds && !busy ? t(holds.id as keyof typeof downloadCatalog.en, holds.values) : null;
  const startRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  // Download turns busy under the keyboard's focus: focus moves to Cancel, the one thing left to
  // press, and back to Download when Cancel goes away with focus in it.
  useEffect(() => {
    if (busy) cancelRef.current?.focus();
    else if (wasBusy.current && focusIsLost(startRef.current)) startRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  return (
    <div className="rl-row" part="download">
      <Button ref={startRef} onClick={onStart} busy={busy} aria-describedby={described ? holdsId : undefined}>
        {t('download.download')}
      </Button>
      {described ? (
        <span id={holdsId} className="rl-muted">
          {described}
        </span>
      ) : null}
      {busy ? (
        <>
          <ExportProgress state={state} />
          <Button ref={cancelRef} onClick={onCancel}>
            {t('download.cancel')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

function ExportProgress({ state }: { state: Exclude<ExportState, { phase: 'idle' }> }) {
  const t = useT(downloadCatalog);
  const received = state.phase === 'fetching' ? state.received : state.total;
  const known = state.total > 0;
  const about = state.phase === 'fetching' && state.estimated;
  const text =
    state.phase === 'building'
      ? t('download.preparing')
      : known
        ? t(about ? 'download.progressAbout' : 'download.progress', { received, total: state.total })
        : t('download.starting');
  return (
    <div className="rl-progress-field" style={{ minWidth: 220 }}>
      <div
        className="rl-progress"
        role="progressbar"
        aria-label={t('download.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={known ? state.total : undefined}
        aria-valuenow={known ? received : undefined}
        aria-valuetext={text}
      >
        <div
          className="rl-progress__bar"
          style={{ width: `${known ? Math.round((received / state.total) * 100) : 0}%` }}
        />
      </div>
      <span className="rl-muted" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

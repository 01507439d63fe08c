/**
 * The leads a new one looks like (docs/rules/leads.md#d5.14): each with its address, rent and day, "Open" (its post,
 * in a new tab: a creator may not read other creators' leads, and the post is what tells two listings
 * apart), and "Create anyway", which sends the form again with `confirmDuplicate`. Loaded on first use.
 */
import { useEffect, useRef } from 'react';
import type { LeadMatch } from '../../contract/duplicates';
import { formatDateTime } from '../../lib/panama-dates';
import { formsCatalog } from '../../locales/forms';
import { Button } from '../../ui/button';
import { useLanguage } from '../../ui/language';
import { useT } from '../../ui/use-t';

interface DuplicateMatchesProps {
  matches: readonly LeadMatch[];
  busy: boolean;
  onCreateAnyway: () => void;
}

export function DuplicateMatches({ matches, busy, onCreateAnyway }: DuplicateMatchesProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT(formsCatalog);
  const language = useLanguage();
  // The panel replaces nothing the creator was looking at: the focus moves to it, so it is read.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="rl-card rl-stack rl-notice rl-notice--warning"
      aria-labelledby="rl-duplicate-matches"
      part="matches"
    >
      <h2 id="rl-duplicate-matches" ref={heading} tabIndex={-1}>
        {t('forms.likelyDuplicate')}
      </h2>
      <p>{t('forms.duplicateText')}</p>
      <ul className="rl-stack">
        {matches.map((match) => (
          <li key={match._id}>
            <strong>{match.address}</strong> · {match.rent} · {formatDateTime(match.createdAt, language)}{' '}
            <a
              href={match.post_link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('forms.openMatch', { address: match.address })}
            >
              {t('forms.open')}
            </a>
          </li>
        ))}
      </ul>
      <div className="rl-actions">
        <Button variant="primary" busy={busy} onClick={onCreateAnyway}>
          {t('forms.createAnyway')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Recovery codes, shown once after they are made (docs/rules/auth.md, "Two-factor"), with Copy and
 * Download: the server keeps only their hashes.
 */
import { saveFile } from '../../lib/excel';
import { securityCatalog } from '../../locales/security';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { useT } from '../../ui/use-t';

export const RECOVERY_CODES_FILE = 'rental-leads-recovery-codes.txt';

// Styled here rather than in the shared styles: only this lazily loaded part uses it, and the shared
// styles ship in every element (each at most 100 KB gzip, docs/benchmarks.md).
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: 'var(--rl-space)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** `heading`: the level that follows the page's own headings. */
export function RecoveryCodesList({
  codes,
  heading: Heading = 'h3',
}: {
  codes: string[];
  heading?: 'h2' | 'h3';
}) {
  const text = `${codes.join('\n')}\n`;
  const t = useT(securityCatalog);
  return (
    <section className="rl-stack" aria-label={t('security.recoveryCodes')}>
      <Heading>{t('security.recoveryCodes')}</Heading>
      <p>{t('security.keepCodes')}</p>
      <ul style={GRID}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="rl-row">
        <CopyButton label={t('security.recoveryCodes')} text={text} />
        <Button
          className="rl-btn--small"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE)}
        >
          {t('security.download')}
        </Button>
      </div>
    </section>
  );
}

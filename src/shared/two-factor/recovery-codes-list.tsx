/**
 * Recovery codes, shown once after they are made (docs/rules/auth.md, "Two-factor"), with Copy and
 * Download: the server keeps only their hashes.
 */
import { saveFile } from '../../lib/excel';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';

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
  return (
    <section className="rl-stack" aria-label="Recovery codes">
      <Heading>Recovery codes</Heading>
      <p>
        Keep these codes somewhere safe. Each signs you in once if you lose your authenticator. They are shown
        only now.
      </p>
      <ul style={GRID}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="rl-row">
        <CopyButton label="Recovery codes" text={text} />
        <Button
          className="rl-btn--small"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE)}
        >
          Download
        </Button>
      </div>
    </section>
  );
}

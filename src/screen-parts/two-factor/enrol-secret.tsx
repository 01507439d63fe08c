/**
 * A new authenticator secret (docs/rules/auth.md, "Two-factor"): its QR code, drawn by the server as an
 * SVG on white with its quiet zone so no QR code library ships and any theme reads it, and the secret to
 * type instead, in groups of four.
 */
import type { TwoFactorSecret } from '../../contract/two-factor';
import { securityCatalog } from '../../locales/security';
import { CopyButton } from '../../ui/copy-button';
import { TextField } from '../../ui/text-field';
import { useT } from '../../ui/use-t';

export function EnrolSecret({ secret }: { secret: TwoFactorSecret }) {
  const grouped = secret.secret.match(/.{1,4}/g)?.join(' ') ?? secret.secret;
  const t = useT(securityCatalog);
  return (
    <div className="rl-stack">
      <p>{t('security.scanQr')}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qrSvg)}`}
        alt={t('security.qrAlt')}
        width={200}
        height={200}
      />
      <TextField label={t('security.secret')} readOnly value={grouped} onChange={() => undefined} />
      <div className="rl-row">
        <CopyButton label={t('security.secret')} text={secret.secret} />
      </div>
    </div>
  );
}

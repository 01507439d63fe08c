/**
 * A new authenticator secret (docs/rules/auth.md, "Two-factor"): its QR code, drawn by the server as an
 * SVG on white with its quiet zone so no QR code library ships and any theme reads it, and the secret to
 * type instead, in groups of four.
 */
import type { TwoFactorSecret } from '../../contract/two-factor';
import { CopyButton } from '../../ui/copy-button';
import { TextField } from '../../ui/text-field';

export function EnrolSecret({ secret }: { secret: TwoFactorSecret }) {
  const grouped = secret.secret.match(/.{1,4}/g)?.join(' ') ?? secret.secret;
  return (
    <div className="rl-stack">
      <p>Scan this QR code with your authenticator app, or type the secret in it.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qrSvg)}`}
        alt="QR code of your two-factor secret"
        width={200}
        height={200}
      />
      <TextField label="Secret" readOnly value={grouped} onChange={() => undefined} />
      <div className="rl-row">
        <CopyButton label="Secret" text={secret.secret} />
      </div>
    </div>
  );
}

/** The page for any unknown route (docs/rules/screens.md#d2.3): 'Something went wrong' and a way back. */
import { goBack } from '../../lib/go-back';
import { shellCatalog } from '../../locales/shell';
import { Button } from '../../ui/button';
import { useT } from '../../ui/use-t';

export interface NotFoundProps {
  /** The status text of a failed page, when there is one. */
  message?: string;
}

export function NotFoundScreen({ message }: NotFoundProps) {
  const t = useT(shellCatalog);
  return (
    <div className="rl-auth-page" part="page">
      <div className="rl-card rl-auth-card rl-stack" role="alert" part="card">
        <h1>{t('notFound.title')}</h1>
        <p className="rl-muted">{message || t('notFound.text')}</p>
        <Button variant="primary" onClick={goBack}>
          {t('notFound.back')}
        </Button>
      </div>
    </div>
  );
}

/** A deal's closing image, small, read with the token as the deal list reads it (docs/decisions.md#p61). */
import { useDealImage } from '../../api/client-data/deal-image';
import type { ClosedRental } from '../../contract';
import { clientCatalog } from '../../locales/client';
import { useObjectUrl } from '../../ui/use-object-url';
import { useT } from '../../ui/use-t';

export function DealThumbnail({ deal }: { deal: ClosedRental }) {
  const t = useT(clientCatalog);
  const image = useDealImage(deal.closing_image);
  const url = useObjectUrl(image.data);
  if (image.isError) return <span className="rl-muted">{t('client.noImage')}</span>;
  if (!url) return <span className="rl-muted">{t('client.loadingImage')}</span>;
  return (
    <a href={url} target="_blank" rel="noopener">
      <img src={url} alt={t('client.imageAlt', { name: deal.client_name })} width={64} height={64} />
    </a>
  );
}

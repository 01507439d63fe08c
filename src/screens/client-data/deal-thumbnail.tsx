/** A deal's closing image, small, read with the token as the deal list reads it (docs/decisions.md#p61). */
import { useDealImage } from '../../api/client-data/deal-image';
import type { ClosedRental } from '../../contract';
import { useObjectUrl } from '../../ui/use-object-url';

export function DealThumbnail({ deal }: { deal: ClosedRental }) {
  const image = useDealImage(deal.closing_image);
  const url = useObjectUrl(image.data);
  if (image.isError) return <span className="rl-muted">No image</span>;
  if (!url) return <span className="rl-muted">Loading image…</span>;
  return (
    <a href={url} target="_blank" rel="noopener">
      <img src={url} alt={`Closing proof of the deal with ${deal.client_name}`} width={64} height={64} />
    </a>
  );
}

/** A deal's closing image, large, in a dialog; read with the token, so it has loading and error states of its own. */
import { useClosingImage } from '../../api/deals/closing-image';
import { type ClosedRental, paymentMethodLabel } from '../../contract';
import { messageOf } from '../../core/api-error';
import { showNumber } from '../../lib/phone';
import { dealsCatalog } from '../../locales/deals';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useObjectUrl } from '../../ui/use-object-url';
import { useT } from '../../ui/use-t';
import { useTerm } from '../../ui/use-term';

interface ClosingImageDialogProps {
  /** The deal whose image to show; null keeps the dialog closed. */
  deal: ClosedRental | null;
  onClose: () => void;
}

export function ClosingImageDialog({ deal, onClose }: ClosingImageDialogProps) {
  const t = useT(dealsCatalog);
  return (
    <Dialog
      open={deal !== null}
      wide
      title={t('deals.imageTitle', { number: deal ? showNumber(deal.number) : '' })}
      onClose={onClose}
    >
      {deal ? <ClosingImage key={deal._id} deal={deal} /> : null}
      <div className="rl-dialog__actions">
        <Button onClick={onClose}>{t('deals.close')}</Button>
      </div>
    </Dialog>
  );
}

function ClosingImage({ deal }: { deal: ClosedRental }) {
  const image = useClosingImage(deal.closing_image);
  const url = useObjectUrl(image.data);
  const t = useT(dealsCatalog);
  const term = useTerm();
  if (image.isError) {
    return (
      <div className="rl-stack" role="alert">
        <p className="rl-error">{messageOf(image.error, t('deals.imageFailed'))}</p>
        <div>
          <Button onClick={() => void image.refetch()} busy={image.isFetching}>
            {t('deals.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!url) {
    return (
      <p className="rl-row" role="status">
        <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> {t('deals.loadingImage')}
      </p>
    );
  }
  return (
    <img
      className="rl-deal-image"
      src={url}
      alt={t('deals.imageAlt', {
        who: deal.client_name || showNumber(deal.number),
        method: term(paymentMethodLabel(deal.payment_method)),
      })}
    />
  );
}

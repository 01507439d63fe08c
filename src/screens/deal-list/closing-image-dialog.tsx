/** A deal's closing image, large, in a dialog; read with the token, so it has loading and error states of its own. */
import { useClosingImage } from '../../api/deals/closing-image';
import { type ClosedRental, paymentMethodLabel } from '../../contract';
import { messageOf } from '../../core/api-error';
import { showNumber } from '../../lib/phone';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useObjectUrl } from '../../ui/use-object-url';

export const IMAGE_FAILED = 'Failed to load image';

interface ClosingImageDialogProps {
  /** The deal whose image to show; null keeps the dialog closed. */
  deal: ClosedRental | null;
  onClose: () => void;
}

export function ClosingImageDialog({ deal, onClose }: ClosingImageDialogProps) {
  return (
    <Dialog
      open={deal !== null}
      wide
      title={`Closing image for ${deal ? showNumber(deal.number) : ''}`}
      onClose={onClose}
    >
      {deal ? <ClosingImage key={deal._id} deal={deal} /> : null}
      <div className="rl-dialog__actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}

function ClosingImage({ deal }: { deal: ClosedRental }) {
  const image = useClosingImage(deal.closing_image);
  const url = useObjectUrl(image.data);
  if (image.isError) {
    return (
      <div className="rl-stack" role="alert">
        <p className="rl-error">{messageOf(image.error, IMAGE_FAILED)}</p>
        <div>
          <Button onClick={() => void image.refetch()} busy={image.isFetching}>
            Retry
          </Button>
        </div>
      </div>
    );
  }
  if (!url) {
    return (
      <p className="rl-row" role="status">
        <span className="rl-spinner rl-spinner--small" aria-hidden="true" /> Loading image…
      </p>
    );
  }
  return (
    <img
      className="rl-deal-image"
      src={url}
      alt={`Closing proof of the deal with ${deal.client_name || showNumber(deal.number)}, paid by ${paymentMethodLabel(deal.payment_method)}`}
    />
  );
}

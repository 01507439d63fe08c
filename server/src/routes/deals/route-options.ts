/** What the deals routes share, given by index.ts when it registers them: the store of closing images. */
import type { ImageStore } from '../../services/deals/image-store';

export interface DealRouteOptions {
  images: ImageStore;
}

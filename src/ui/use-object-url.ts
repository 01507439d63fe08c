/** A blob: URL for a File or Blob (an image preview), revoked when the blob changes or the component unmounts. */
import { useEffect, useState } from 'react';

export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [current, setCurrent] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    setCurrent({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // Until the effect runs for a new blob, the old URL is already revoked: answer nothing rather than it.
  return current && current.blob === blob ? current.url : null;
}

/** Whole seconds since `since` on the widget's clock, ticking each second: a call's running duration. */
import { useEffect, useState } from 'react';
import { useClock } from '../../lib/clock';

export function useElapsed(since: number): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => clock.every(1000, () => setNow(clock.now())), [clock]);
  return Math.max(0, Math.floor((now - since) / 1000));
}

/** Seconds left until a deadline, ticking each second on the widget's clock; 0 when none runs. */
import { useCallback, useEffect, useState } from 'react';
import { useClock } from '../../lib/clock';

export function useCountdown() {
  const clock = useClock();
  // A deadline, not a counter: a throttled background tab still shows the true time left.
  const [timing, setTiming] = useState<{ deadline: number; now: number } | null>(null);

  const deadline = timing?.deadline ?? null;

  useEffect(() => {
    if (deadline === null) return;
    return clock.every(1000, () => {
      const now = clock.now();
      setTiming(now < deadline ? { deadline, now } : null);
    });
  }, [deadline, clock]);

  const start = useCallback(
    (seconds: number) => {
      const now = clock.now();
      setTiming(seconds > 0 ? { deadline: now + seconds * 1000, now } : null);
    },
    [clock],
  );

  const secondsLeft = timing ? Math.ceil((timing.deadline - timing.now) / 1000) : 0;
  return { secondsLeft, start };
}

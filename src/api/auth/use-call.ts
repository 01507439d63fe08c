/**
 * A sign-in call's state in React alone, for the public screens (the login and its second step,
 * single sign-on, a forgotten and a reset password): they show no cached data, so their element loads
 * no query library (docs/benchmarks.md: the login route at most 95 KB gzip, src/ui/query-frame.tsx). It is the
 * part of TanStack's useMutation those screens used, with its rules: `mutate` is stable, only the
 * latest call of a mounted screen updates it and runs the callbacks given to `mutate`, and `reset`
 * forgets the call in flight. What must happen even if the screen unmounts belongs in `send` itself
 * (src/api/auth/login.ts: onSignedIn).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface CallCallbacks<Output> {
  onSuccess?: (data: Output) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

type CallState<Output> =
  | { status: 'idle' | 'pending'; data?: undefined; error?: undefined }
  | { status: 'success'; data: Output; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

const IDLE = { status: 'idle' } as const;

export function useCall<Input, Output>(send: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<CallState<Output>>(IDLE);
  // The latest `send` (its closure may name this render's props), read when a call starts.
  const sendRef = useRef(send);
  useLayoutEffect(() => {
    sendRef.current = send;
  });
  // Each call's number: an answer to any other than the latest, or after unmount, is dropped.
  const latest = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((input: Input, callbacks: CallCallbacks<Output> = {}) => {
    latest.current += 1;
    const id = latest.current;
    const current = () => mounted.current && latest.current === id;
    setState({ status: 'pending' });
    // Async, so a `send` that throws at once fails the call as a rejected answer does.
    const run = async () => sendRef.current(input);
    run().then(
      (data) => {
        if (!current()) return;
        setState({ status: 'success', data });
        callbacks.onSuccess?.(data);
        callbacks.onSettled?.();
      },
      (error: unknown) => {
        if (!current()) return;
        setState({ status: 'error', error });
        callbacks.onError?.(error);
        callbacks.onSettled?.();
      },
    );
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return {
    mutate,
    reset,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
  };
}

/** The sign-in calls' state keeps the rules of the useMutation it replaced (./use-call.ts). */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCall } from './use-call';

/** A call whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useCall', () => {
  it('is pending, then holds the answer and runs the success callbacks', async () => {
    const answer = deferred<string>();
    const { result } = renderHook(() =>
      useCall((input: number) => answer.promise.then((a) => `${a} ${input}`)),
    );
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    act(() => result.current.mutate(1, { onSuccess, onSettled }));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('answer'));
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: 'answer 1' });
    expect(onSuccess).toHaveBeenCalledWith('answer 1');
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('holds the error of a call that fails, thrown at once or rejected', async () => {
    const { result } = renderHook(() =>
      useCall((): Promise<string> => {
        throw new Error('Invalid email or password');
      }),
    );
    const onError = vi.fn();
    act(() => result.current.mutate(undefined, { onError }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as Error).message).toBe('Invalid email or password');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('keeps `mutate` the same across renders and answers only the latest call', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const send = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result, rerender } = renderHook(() => useCall(send));
    const { mutate } = result.current;
    rerender();
    expect(result.current.mutate).toBe(mutate);
    const onSuccess = vi.fn();
    act(() => mutate('a', { onSuccess }));
    act(() => mutate('b', { onSuccess }));
    await act(async () => first.resolve('late'));
    expect(result.current.isPending).toBe(true);
    await act(async () => second.resolve('latest'));
    expect(result.current.data).toBe('latest');
    expect(onSuccess.mock.calls).toEqual([['latest']]);
  });

  it('forgets the call in flight on reset, and any answer after unmount', async () => {
    const answer = deferred<string>();
    const { result, unmount } = renderHook(() => useCall(() => answer.promise));
    const onSuccess = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess }));
    act(() => result.current.reset());
    expect(result.current.isPending).toBe(false);
    act(() => result.current.mutate(undefined, { onSuccess }));
    unmount();
    await act(async () => answer.resolve('too late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

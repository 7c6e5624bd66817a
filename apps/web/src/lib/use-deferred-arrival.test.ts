import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeferredArrival } from './use-deferred-arrival';

describe('useDeferredArrival', () => {
  afterEach(cleanup);

  it('uses a value that is already there at once', () => {
    const { result } = renderHook(() => useDeferredArrival({ id: 'org' }));
    expect(result.current).toEqual({ value: { id: 'org' }, isArriving: false });
  });

  it('says a value is arriving until the deferred render hands it on', async () => {
    const renders: Array<{ value: string | undefined; isArriving: boolean }> = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const arrival = useDeferredArrival(value);
        renders.push(arrival);
        return arrival;
      },
      { initialProps: { value: undefined as string | undefined } },
    );
    expect(result.current).toEqual({ value: undefined, isArriving: false });
    renders.length = 0;
    rerender({ value: 'settings' });
    await waitFor(() => expect(result.current).toEqual({ value: 'settings', isArriving: false }));
    // The render of the arrival itself still had the old value and kept the skeleton.
    expect(renders[0]).toEqual({ value: undefined, isArriving: true });
  });
});

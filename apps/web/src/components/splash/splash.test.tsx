import { cleanup, act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { SplashScreen } from './splash-screen';
import { markSplashSeen, shouldShowSplash } from './splash-session';
import { useSplash } from './use-splash';

afterEach(cleanup);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('splash timeline', () => {
  it('rises 2 % every 50 ms, fades at 3 s and ends at 3.5 s', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useSplash(onDone));
    expect(result.current).toEqual({ progress: 0, phase: 'running' });
    act(() => vi.advanceTimersByTime(50));
    expect(result.current.progress).toBe(2);
    act(() => vi.advanceTimersByTime(450));
    expect(result.current.progress).toBe(20);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.progress).toBe(100);
    act(() => vi.advanceTimersByTime(450));
    expect(result.current).toEqual({ progress: 100, phase: 'running' });
    act(() => vi.advanceTimersByTime(50));
    expect(result.current.phase).toBe('fading');
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.phase).toBe('done');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows the connecting text and the scan animation, then goes away', () => {
    const onDone = vi.fn();
    renderWithProviders(<SplashScreen onDone={onDone} />);
    expect(screen.getByText('Connecting to Intelligent Attendance System...')).toBeTruthy();
    expect(screen.getByTestId('splash-scan-line').className).toContain('ias-scan-line');
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('has no animation under prefers-reduced-motion', () => {
    renderWithProviders(<SplashScreen onDone={() => undefined} isReducedMotion />);
    expect(screen.getByTestId('splash-scan-line').className).not.toContain('ias-scan-line');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('splash').className).not.toContain('opacity-0');
  });
});

describe('once per tab session', () => {
  it('shows until marked seen in sessionStorage', () => {
    window.sessionStorage.clear();
    expect(shouldShowSplash(window.sessionStorage)).toBe(true);
    markSplashSeen(window.sessionStorage);
    expect(shouldShowSplash(window.sessionStorage)).toBe(false);
  });

  it('shows when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(shouldShowSplash(broken)).toBe(true);
    expect(shouldShowSplash(undefined)).toBe(true);
  });
});

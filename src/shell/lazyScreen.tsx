import { lazy, Suspense, useReducer, type ComponentType, type ReactElement } from 'react';
import { LoadingScreen } from './LoadingScreen.tsx';
import { ChunkLoadError, ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

/** The spec's chunk load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', error));
      },
    );
  });
}

/**
 * A screen loaded on demand. A chunk that fails or is slower than the timeout shows a translated error
 * with a Retry button; Retry starts a fresh load (React.lazy would otherwise keep the failure).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { timeoutMs = CHUNK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): (props: P) => ReactElement {
  const makeLazy = () => lazy(async () => ({ default: await withTimeout(load(), timeoutMs) }));
  let Lazy = makeLazy();

  function LazyScreen(props: P) {
    const [attempt, nextAttempt] = useReducer((n: number) => n + 1, 0);
    const retry = () => {
      Lazy = makeLazy();
      nextAttempt();
    };
    return (
      <ScreenErrorBoundary onRetry={retry} resetKey={attempt}>
        <Suspense fallback={<LoadingScreen withTopMargin />}>
          <Lazy {...props} />
        </Suspense>
      </ScreenErrorBoundary>
    );
  }
  return LazyScreen;
}

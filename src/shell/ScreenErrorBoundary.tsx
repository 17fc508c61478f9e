import { Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyState } from './LoadingScreen.tsx';

export type ChunkFailure = 'failed' | 'timeout';

/** A screen's code chunk did not arrive: the network failed, or it took longer than the limit. */
export class ChunkLoadError extends Error {
  readonly reason: ChunkFailure;

  constructor(reason: ChunkFailure, cause?: unknown) {
    super(reason === 'timeout' ? 'Loading the screen timed out' : 'Loading the screen failed', { cause });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

function messageKey(error: Error): string {
  if (error instanceof ChunkLoadError)
    return error.reason === 'timeout' ? 'app.errors.chunk_timeout' : 'app.errors.chunk_failed';
  return 'app.errors.screen_failed';
}

export function ScreenError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <EmptyState
      withTopMargin
      scrollIntoView
      title={translate(messageKey(error))}
      actions={
        <Button variant="contained" onClick={onRetry}>
          {translate('app.retry')}
        </Button>
      }
    />
  );
}

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Changing it (on retry) clears the error and renders the children again. */
  resetKey: number;
}

interface State {
  error: Error | null;
  resetKey: number;
}

export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  render() {
    if (this.state.error) return <ScreenError error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { RemoteName } from '@prohive/shared';
import { classifyRemoteError } from './RemoteLoadError';
import type { RemoteLoadError } from './RemoteLoadError';

interface Props {
  remote: RemoteName;
  /** Renders instead of the children after a failure. */
  fallback: (error: RemoteLoadError) => ReactNode;
  children: ReactNode;
  /** While failed, a change of this value calls `onResetKeyChange` (e.g. the visitor navigated on). */
  resetKey?: string;
  onResetKeyChange?: () => void;
}

interface State {
  error: RemoteLoadError | null;
}

/**
 * Contains a remote's failure — load error, missing chunk or render crash — to its own area. Remount it
 * (change its `key`) to try again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: classifyRemoteError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[federation] the "${this.props.remote}" area failed`, error, info.componentStack);
  }

  override componentDidUpdate(prevProps: Props): void {
    if (this.state.error && prevProps.resetKey !== this.props.resetKey) this.props.onResetKeyChange?.();
  }

  override render() {
    const { error } = this.state;
    if (error) return this.props.fallback(error.withRemote(this.props.remote));
    return this.props.children;
  }
}

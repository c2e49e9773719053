/** A rendering crash shows 'This page crashed.', a Try again button and the chain of error messages. */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error?: Error;
}

export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let i = 0; current && i < 10; i++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    document.title = 'Page Error';
    console.error('This page crashed.', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined });
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
        <ul className="error-chain">
          {errorChain(error).map((message, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
            <li key={i}>{message}</li>
          ))}
        </ul>
      </div>
    );
  }
}

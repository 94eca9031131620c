import { ErrorState } from "@taxlearn/ui";
import { Component, type ReactNode } from "react";

interface State {
  failed: boolean;
}

/** A screen that throws while rendering shows an error with a reload, never a blank page; the frame stays usable. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.failed) {
      return <ErrorState title="页面出错了" description="请刷新页面后重试" onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}

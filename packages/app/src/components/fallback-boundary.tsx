import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of children that failed to render, e.g. a lazy chunk that could not load
 * (offline, a new deployment) or a 3D scene refused a WebGL context: the rest of the page stays.
 */
export class FallbackBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import React from "react";

type ChunkErrorBoundaryProps = {
  /** What stands in for the part that could not load. */
  fallback: React.ReactNode;
  children: React.ReactNode;
};

/**
 * Keeps the page when a lazily loaded part of it fails. React.lazy throws while rendering when its
 * chunk cannot be downloaded (the connection dropped after the HTML arrived, a deploy replaced the
 * file); without a boundary that error unmounts the whole page. Error boundaries can only be class
 * components.
 */
export default class ChunkErrorBoundary extends React.Component<ChunkErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("A part of the page could not be loaded", error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { Button, EmptyState } from '@site/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PartBoundaryProps {
  children: ReactNode;
  /** What this part is, for the console line when it fails (never the error's data). */
  name: string;
  /** A part that shows nothing when it fails (a floating widget), instead of the notice. */
  quiet?: boolean;
  /** When this value changes (the route, the centre page), a failed part renders again. */
  resetKey?: unknown;
  /** Called once when the part fails (a dialog closes itself). */
  onFailure?: () => void;
}

interface PartBoundaryState {
  failed: boolean;
}

/** The notice a failed part shows in its place: what happened and a way to try again. */
export function PartFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <EmptyState
      title={t('part_failed_title')}
      description={t('part_failed_body')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('retry', { ns: 'common' })}
        </Button>
      }
    />
  );
}

/**
 * Keeps one part of the page (a route's page, a home section, a widget, a dialog, a centre page)
 * from taking the site down when it throws while rendering, for example on an answer its decoder
 * did not expect: the part shows a translated notice with a retry, everything around it stays
 * (ADR 0194). React needs a class for this.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failed: false };

  static getDerivedStateFromError(): PartBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `[site] ${this.props.name} failed to render:`,
      error instanceof Error ? error.message : String(error),
      info.componentStack?.split('\n').slice(0, 4).join('\n') ?? '',
    );
    this.props.onFailure?.();
  }

  override componentDidUpdate(previous: PartBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return <PartFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

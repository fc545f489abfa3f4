import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import './ui.css';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="panel panel--empty">
      <p className="panel__title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorState({ title, onRetry }: { title: string; onRetry?: () => void }) {
  return (
    <div className="panel panel--error" role="alert">
      <p className="panel__title">{title}</p>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </div>
  );
}

/** Grey blocks standing in for content while it loads. */
export function Skeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => <div key={i} className="skeleton__row" aria-hidden="true" />)}
    </div>
  );
}


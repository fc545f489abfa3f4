import { CHUNK_LOAD_TIMEOUT_MS, MESSAGES, pageLoadError } from '@portal/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { reloadPage } from '../../lib/navigation.ts';
import './page-status.css';

type PageModule = { default: ComponentType };

/** A route's lazily loaded component that can also start loading before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the code (once); rendering later uses the same load. */
  preload(): Promise<PageModule>;
};

/**
 * A route's code, loaded on first visit or on `preload()` (spec §9: give up after 120 s). A failed
 * load renders 'Page loading error..... {message}' in the page's place instead of crashing the app.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS).catch((error: unknown): PageModule => {
      const message = error instanceof Error ? error.message : String(error);
      return { default: () => <PageLoadError message={message} /> };
    }));
  return Object.assign(lazy(preload), { preload });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The page took longer than ${ms / 1000} s to load.`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** spec §2: the fallback while a route's code loads. */
export function PageLoading() {
  return <p className="page-status" role="status">{MESSAGES.loadingPage}</p>;
}

function PageLoadError({ message }: { message: string }) {
  return (
    <div className="page-status" role="alert">
      <p>{pageLoadError(message)}</p>
      <button type="button" className="page-status__reload" onClick={reloadPage}>
        Reload the page
      </button>
    </div>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/**
 * What a screen file under `routes/` exports: the screen as `default`, and optionally a
 * `clientLoader` factory that gets the app's QueryClient (to prefetch or redirect before render).
 */
export interface RouteModule {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

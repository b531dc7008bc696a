export { Loader, DEFAULT_LOADER_LABEL } from './loader';
export type { LoaderProps } from './loader';

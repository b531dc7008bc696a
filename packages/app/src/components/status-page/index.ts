export { StatusPage, type StatusPageAction, type StatusPageProps } from './status-page';

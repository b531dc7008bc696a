export { Banner } from './banner';
export type { BannerProps, BannerTone } from './banner';

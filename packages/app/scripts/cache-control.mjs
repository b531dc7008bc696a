// What static hosting sends for the build's files, shared by `vite preview` (vite.config.ts) and
// the bench's server (bench/serve.mjs).

/** For `/assets/`: the build names each file by its content hash. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

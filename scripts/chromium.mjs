// Debian's chromium (installed by ensure-chromium.sh) and the flags every browser run here uses:
// the story check, the browser journeys and the bench.

export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Software WebGL (SwiftShader), so the three.js scene renders without a GPU. */
export const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

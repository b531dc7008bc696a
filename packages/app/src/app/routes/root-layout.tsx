import { Outlet, ScrollRestoration } from 'react-router';

// TODO(shell): header, sidebar, footer, cookie notice and banners wrap the outlet here.
export default function RootLayout() {
  return (
    <>
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}

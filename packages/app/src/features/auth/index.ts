// The auth feature's screens, as the route modules use them.
export { LandingPage } from './components/landing-page';
export { LoginPage } from './components/login-page';
export { RegisterPage } from './components/register-page';

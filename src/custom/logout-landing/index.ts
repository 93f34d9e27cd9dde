import { LOGOUT_LANDING_PATH, LogoutLandingPage } from './LogoutLandingPage.tsx';

export { LOGOUT_LANDING_PATH, LogoutLandingPage };
export default LogoutLandingPage;

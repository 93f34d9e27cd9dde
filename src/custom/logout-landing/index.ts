import { LogoutLandingPage } from './LogoutLandingPage.tsx';

export { LogoutLandingPage };
export default LogoutLandingPage;

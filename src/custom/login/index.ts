import { LoginPage } from './LoginPage.tsx';

export { LoginPage };
export default LoginPage;

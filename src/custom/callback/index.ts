import { CallbackPage } from './CallbackPage.tsx';

export { CallbackPage };
export default CallbackPage;

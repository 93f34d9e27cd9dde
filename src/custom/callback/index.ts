import { CALLBACK_REDIRECT_DELAY_MS, CallbackPage } from './CallbackPage.tsx';

export { CALLBACK_REDIRECT_DELAY_MS, CallbackPage };
export default CallbackPage;

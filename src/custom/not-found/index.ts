import { NotFoundPage } from './NotFoundPage.tsx';

export { NotFoundPage };
export default NotFoundPage;

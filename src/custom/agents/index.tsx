import { AgentsPage } from './AgentsPage.tsx';

export { AgentsPage };
export default AgentsPage;

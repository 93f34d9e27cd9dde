import { HomePage } from './HomePage.tsx';

export { HomePage };
export default HomePage;

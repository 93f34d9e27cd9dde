import { ChatbotShow } from './ChatbotShow.tsx';

export const overrides = { show: ChatbotShow };

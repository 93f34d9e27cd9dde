import { createRoot } from 'react-dom/client';
import { Admin, Resource, memoryStore } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../src/i18n/en.ts';
import { resources } from '../src/resources/index.ts';
import { resourceProps } from '../src/resources/builders/index.tsx';
import { memoryDataProvider } from './provider.ts';

const dp = memoryDataProvider({
  voices: [
    { id: 'v1', name: 'Warm & welcoming', description: 'Friendly, personal, never pushy.\nUses first names.', usedFor: ['emails', 'blogs', 'social', 'ads'], createdAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-02T10:00:00Z', knowledgeSources: [] },
    { id: 'v2', name: 'Crisp corporate', description: 'Short sentences.', usedFor: ['website'], createdAt: '2025-03-03T10:00:00Z', updatedAt: '2025-03-03T10:00:00Z', knowledgeSources: [] },
  ],
  'faq-sections': [{ id: 's1', title: 'Breakfast', description: 'Everything about breakfast', position: 0, createdAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-01T10:00:00Z' }],
  'faq-questions': [
    { id: 'q1', sectionId: 's1', question: 'When is breakfast served?', answer: 'From 7 to 10.', draftAnswer: 'From 6:30 to 10:30 on weekends.', enabled: true, status: 'draft', position: 0, createdAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-01T10:00:00Z' },
    { id: 'q2', sectionId: 's1', question: 'Is there a vegan option?', answer: null, enabled: false, status: 'generation_failed', error: 'Model timed out', position: 1, createdAt: '2025-03-01T10:00:00Z', updatedAt: '2025-03-01T11:00:00Z' },
  ],
});

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dp} i18nProvider={polyglotI18nProvider(() => en, 'en')} store={memoryStore()}>
    {resources.map((r) => <Resource key={r.name} {...resourceProps(r)} />)}
  </Admin>,
);

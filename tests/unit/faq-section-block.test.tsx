import { render, screen } from '@testing-library/react';
import { TestTranslationProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { SectionBlock, type SectionBlockProps } from '../../src/custom/faq-manager/SectionBlock.tsx';
import type { FaqQuestion } from '../../src/custom/faq-manager/faqModel.ts';

const q = (over: Partial<FaqQuestion>): FaqQuestion => ({
  id: 'q1',
  sectionId: 's1',
  question: 'When is breakfast?',
  answer: null,
  draftAnswer: 'At 7 am [1].',
  enabled: true,
  status: 'draft',
  position: 0,
  error: null,
  confidence: 0.3,
  needsAnswer: false,
  citations: [],
  conflicts: [],
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

function renderBlock(isAdmin: boolean, questions: FaqQuestion[]) {
  const noop = vi.fn();
  const props: SectionBlockProps = {
    section: { id: 's1', title: 'Stay', position: 0 },
    questions,
    isAdmin,
    busy: false,
    onAddQuestion: noop,
    onEditSection: noop,
    onDeleteSection: noop,
    onToggle: noop,
    onDeleteQuestion: noop,
    onOpen: noop,
    onHistory: noop,
    onRetry: noop,
    onApprove: noop,
    onReject: noop,
  };
  // Keys stand for the texts: the test is about which actions exist, not their wording.
  return render(
    <TestTranslationProvider translate={(key: string) => key}>
      <SectionBlock {...props} />
    </TestTranslationProvider>,
  );
}

describe('FAQ section block', () => {
  it('shows approve and reject to admins only', () => {
    renderBlock(false, [q({})]);
    expect(screen.queryByRole('button', { name: 'app.faq_manager.approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'app.faq_manager.reject' })).toBeNull();
    expect(screen.getByRole('button', { name: 'app.faq_manager.view_draft' })).toBeTruthy();
  }, 30_000);

  it('gives admins approve and reject on drafts, marks low confidence, offers retry after Generation failed', () => {
    renderBlock(true, [q({}), q({ id: 'q2', question: 'Parking?', status: 'generation_failed', draftAnswer: null, confidence: null })]);
    expect(screen.getAllByRole('button', { name: 'app.faq_manager.approve' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'app.faq_manager.reject' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'app.faq_manager.retry' })).toBeTruthy();
    expect(screen.getAllByText('app.faq_manager.confidence').length).toBeGreaterThan(0);
  }, 30_000);
});

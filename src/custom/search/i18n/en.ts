/**
 * Search screen strings (`app.search`).
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  app: {
    search: {
      title: 'Search',
      subtitle: "Find anything in your property's knowledge, or ask a question and get an answer with its sources.",
      placeholder: 'Search files and documents...',
      input_label: 'Search files and documents',
      filters_label: 'Sources',
      sources: {
        all: 'All sources',
        documents: 'Documents',
        images: 'Images',
        faqs: 'FAQs',
        website: 'Website',
        pms: 'PMS',
        reviews: 'Reviews',
      },
      actions: {
        ask: 'Ask',
        open: 'Open',
        stop: 'Stop',
        retry: 'Retry',
        load_more: 'Load more',
      },
      results: {
        label: 'Search results',
        count: '%{smart_count} result |||| %{smart_count} results',
        none: 'No results for "%{q}"',
        none_hint: 'Try other or fewer words, or search all sources.',
        error_title: 'Search failed',
        thumbnail_alt: 'Preview of %{title}',
      },
      tips: {
        title: "Search your property's knowledge",
        search: 'Press Enter to search.',
        ask: 'Press Ctrl+Enter (⌘+Enter on a Mac) to ask a question and get an answer with numbered sources.',
        focus: 'Press / anywhere on this page to jump to the search box.',
        phrase: 'Put words in quotes for an exact phrase, e.g. "late check-out".',
        sources: 'Use the source filters to narrow the search.',
      },
      ask: {
        title: 'Answer',
        thinking: 'Reading your sources...',
        offline: 'Answered by the built-in offline writer',
        model: 'Answered by %{model}',
        sources: 'Sources',
        others: 'Other passages read (%{count})',
        others_title: 'Also read, not cited',
        stopped: 'Stopped',
        error_title: 'The answer could not be completed',
        cite: 'Source %{n}: %{title}',
      },
    },
  },
};

/** Strings of the Search screen; the lead merges them into the catalogues under `app.search`. */
const searchEn = {
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
    stopped: 'Stopped',
    error_title: 'The answer could not be completed',
    cite: 'Source %{n}: %{title}',
  },
};

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
type SearchMessages = Catalogue<typeof searchEn>;

const searchFr = {
  title: 'Recherche',
  subtitle:
    "Trouvez tout dans les connaissances de votre établissement, ou posez une question et obtenez une réponse avec ses sources.",
  placeholder: 'Rechercher des fichiers et des documents...',
  input_label: 'Rechercher des fichiers et des documents',
  filters_label: 'Sources',
  sources: {
    all: 'Toutes les sources',
    documents: 'Documents',
    images: 'Images',
    faqs: 'FAQ',
    website: 'Site web',
    pms: 'PMS',
    reviews: 'Avis',
  },
  actions: {
    ask: 'Demander',
    open: 'Ouvrir',
    stop: 'Arrêter',
    retry: 'Réessayer',
    load_more: 'Voir plus',
  },
  results: {
    label: 'Résultats de recherche',
    count: '%{smart_count} résultat |||| %{smart_count} résultats',
    none: 'Aucun résultat pour « %{q} »',
    none_hint: "Essayez d'autres mots, moins de mots, ou toutes les sources.",
    error_title: 'La recherche a échoué',
    thumbnail_alt: 'Aperçu de %{title}',
  },
  tips: {
    title: 'Cherchez dans les connaissances de votre établissement',
    search: 'Appuyez sur Entrée pour rechercher.',
    ask: 'Appuyez sur Ctrl+Entrée (⌘+Entrée sur Mac) pour poser une question et obtenir une réponse avec des sources numérotées.',
    focus: "Appuyez sur / n'importe où sur cette page pour aller au champ de recherche.",
    phrase: 'Mettez des mots entre guillemets pour une expression exacte, par ex. "départ tardif".',
    sources: 'Utilisez les filtres de sources pour affiner la recherche.',
  },
  ask: {
    title: 'Réponse',
    thinking: 'Lecture de vos sources...',
    offline: 'Réponse rédigée par le rédacteur hors ligne intégré',
    model: 'Réponse rédigée par %{model}',
    sources: 'Sources',
    stopped: 'Arrêtée',
    error_title: "La réponse n'a pas pu être terminée",
    cite: 'Source %{n} : %{title}',
  },
} satisfies SearchMessages;

const searchDe = {
  title: 'Suche',
  subtitle:
    'Finden Sie alles im Wissen Ihres Hauses, oder stellen Sie eine Frage und erhalten Sie eine Antwort mit Quellen.',
  placeholder: 'Dateien und Dokumente durchsuchen...',
  input_label: 'Dateien und Dokumente durchsuchen',
  filters_label: 'Quellen',
  sources: {
    all: 'Alle Quellen',
    documents: 'Dokumente',
    images: 'Bilder',
    faqs: 'FAQs',
    website: 'Website',
    pms: 'PMS',
    reviews: 'Bewertungen',
  },
  actions: {
    ask: 'Fragen',
    open: 'Öffnen',
    stop: 'Stoppen',
    retry: 'Erneut versuchen',
    load_more: 'Mehr laden',
  },
  results: {
    label: 'Suchergebnisse',
    count: '%{smart_count} Ergebnis |||| %{smart_count} Ergebnisse',
    none: 'Keine Ergebnisse für „%{q}“',
    none_hint: 'Versuchen Sie andere oder weniger Wörter, oder suchen Sie in allen Quellen.',
    error_title: 'Die Suche ist fehlgeschlagen',
    thumbnail_alt: 'Vorschau von %{title}',
  },
  tips: {
    title: 'Durchsuchen Sie das Wissen Ihres Hauses',
    search: 'Drücken Sie Enter, um zu suchen.',
    ask: 'Drücken Sie Strg+Enter (⌘+Enter auf dem Mac), um eine Frage zu stellen und eine Antwort mit nummerierten Quellen zu erhalten.',
    focus: 'Drücken Sie irgendwo auf dieser Seite /, um zum Suchfeld zu springen.',
    phrase: 'Setzen Sie Wörter in Anführungszeichen für eine exakte Wortfolge, z. B. "später Check-out".',
    sources: 'Grenzen Sie die Suche mit den Quellenfiltern ein.',
  },
  ask: {
    title: 'Antwort',
    thinking: 'Ihre Quellen werden gelesen...',
    offline: 'Beantwortet vom integrierten Offline-Schreiber',
    model: 'Beantwortet von %{model}',
    sources: 'Quellen',
    stopped: 'Gestoppt',
    error_title: 'Die Antwort konnte nicht abgeschlossen werden',
    cite: 'Quelle %{n}: %{title}',
  },
} satisfies SearchMessages;

export const en = { app: { search: searchEn } };
export const fr = { app: { search: searchFr } };
export const de = { app: { search: searchDe } };

export const searchMessages = { en, fr, de };

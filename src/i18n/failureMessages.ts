import type { MessagesOf } from './types.ts';

/**
 * `app.*` strings of failure states, property switching, dates and the document page, merged into
 * the catalogues by features.ts. `errors.<code>` translate the `code` the server sends with an
 * error (`{ message, code?, params? }`); a code without an entry shows the server's message.
 */
const en = {
  auth: {
    property_switched: 'You are now working in %{name}',
    property_refused: 'You are not a member of the property "%{id}": you are still working in %{name}.',
  },
  errors: {
    malformed_json: 'The request could not be read. Please try again.',
    nul_character: 'The text contains a character that is not allowed.',
    body_too_large: 'The request is too large: the limit is %{limit}.',
    json_too_deep: 'The data is nested too deeply (%{max} levels at most).',
    server_busy: 'The server is busy. Please try again in a moment.',
    http_status: 'The server answered with an error (%{status}).',
  },
  list: {
    load_failed: 'Could not load %{name}.',
    load_failed_detail: 'Reason: %{reason}',
    retry: 'Retry',
  },
  document: {
    summary: 'Summary',
    pages: 'Pages',
    slides: 'Slides',
    sheets: 'Sheets',
    rows: 'Rows',
    words: 'Words',
    language: 'Language',
    size: 'Size',
    created: 'Added',
    type: 'Type',
    reason: 'Why it failed',
    open: 'Open the file',
    passages: 'Passages',
    actions: 'Actions for %{name}',
    edit: 'Edit',
    delete: 'Delete',
    ready: 'Ready',
    failed: 'Failed: %{reason}',
    processing_live: 'Reading the file…',
  },
  units: {
    bytes: '%{n} bytes',
    kb: '%{n} KB',
    mb: '%{n} MB',
  },
};

export type FailureMessages = MessagesOf<typeof en>;

const fr: FailureMessages = {
  auth: {
    property_switched: 'Vous travaillez maintenant dans %{name}',
    property_refused: 'Vous n’êtes pas membre de l’établissement « %{id} » : vous travaillez toujours dans %{name}.',
  },
  errors: {
    malformed_json: 'La requête n’a pas pu être lue. Veuillez réessayer.',
    nul_character: 'Le texte contient un caractère non autorisé.',
    body_too_large: 'La requête est trop volumineuse : la limite est de %{limit}.',
    json_too_deep: 'Les données sont trop imbriquées (%{max} niveaux au plus).',
    server_busy: 'Le serveur est occupé. Veuillez réessayer dans un instant.',
    http_status: 'Le serveur a répondu par une erreur (%{status}).',
  },
  list: {
    load_failed: 'Impossible de charger : %{name}.',
    load_failed_detail: 'Raison : %{reason}',
    retry: 'Réessayer',
  },
  document: {
    summary: 'Résumé',
    pages: 'Pages',
    slides: 'Diapositives',
    sheets: 'Feuilles',
    rows: 'Lignes',
    words: 'Mots',
    language: 'Langue',
    size: 'Taille',
    created: 'Ajouté le',
    type: 'Type',
    reason: 'Raison de l’échec',
    open: 'Ouvrir le fichier',
    passages: 'Passages',
    actions: 'Actions pour %{name}',
    edit: 'Modifier',
    delete: 'Supprimer',
    ready: 'Prêt',
    failed: 'Échec : %{reason}',
    processing_live: 'Lecture du fichier…',
  },
  units: {
    bytes: '%{n} octets',
    kb: '%{n} Ko',
    mb: '%{n} Mo',
  },
};

const de: FailureMessages = {
  auth: {
    property_switched: 'Sie arbeiten jetzt in %{name}',
    property_refused: 'Sie sind kein Mitglied der Unterkunft „%{id}“: Sie arbeiten weiterhin in %{name}.',
  },
  errors: {
    malformed_json: 'Die Anfrage konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    nul_character: 'Der Text enthält ein nicht erlaubtes Zeichen.',
    body_too_large: 'Die Anfrage ist zu groß: Die Grenze liegt bei %{limit}.',
    json_too_deep: 'Die Daten sind zu tief verschachtelt (höchstens %{max} Ebenen).',
    server_busy: 'Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
    http_status: 'Der Server hat mit einem Fehler geantwortet (%{status}).',
  },
  list: {
    load_failed: '%{name} konnten nicht geladen werden.',
    load_failed_detail: 'Grund: %{reason}',
    retry: 'Erneut versuchen',
  },
  document: {
    summary: 'Übersicht',
    pages: 'Seiten',
    slides: 'Folien',
    sheets: 'Tabellenblätter',
    rows: 'Zeilen',
    words: 'Wörter',
    language: 'Sprache',
    size: 'Größe',
    created: 'Hinzugefügt am',
    type: 'Typ',
    reason: 'Grund des Fehlers',
    open: 'Datei öffnen',
    passages: 'Abschnitte',
    actions: 'Aktionen für %{name}',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    ready: 'Bereit',
    failed: 'Fehlgeschlagen: %{reason}',
    processing_live: 'Datei wird gelesen…',
  },
  units: {
    bytes: '%{n} Byte',
    kb: '%{n} KB',
    mb: '%{n} MB',
  },
};

export const failureMessages = { en, fr, de } as const;

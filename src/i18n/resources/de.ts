import type { ResourceAppMessages, ResourcesMessages } from './en.ts';

const systemFields = { id: 'ID', createdAt: 'Erstellt am', updatedAt: 'Aktualisiert am' };

const access = { staff: 'Nur Personal', public: 'Personal und Gäste' };

export const resourcesDe = {
  documents: {
    name: 'Dokument |||| Dokumente',
    fields: {
      ...systemFields,
      name: 'Name',
      status: 'Status',
      access: 'Zugriff',
      mimeType: 'Dateityp',
      size: 'Größe (Bytes)',
      file: 'Datei',
      error: 'Fehler',
      errorCode: 'Grundcode',
      errorParams: 'Details zum Grund',
      meta: 'Details',
      chunks: 'Passagen',
    },
    choices: {
      status: { uploaded: 'Hochgeladen', processing: 'In Verarbeitung', ready: 'Bereit', failed: 'Fehlgeschlagen' },
      access,
    },
    empty: 'Noch keine Dokumente',
    emptyHint: 'Laden Sie Dateien wie Excel- oder Word-Dokumente hoch, damit der Assistent daraus antworten kann.',
    helper: {},
    locked: {},
  },
  integrations: {
    name: 'Integration |||| Integrationen',
    fields: {
      ...systemFields,
      name: 'Name',
      kind: 'Typ',
      url: 'URL',
      schedule: 'Aktualisierung',
      status: 'Status',
      pages: 'Seiten',
      access: 'Zugriff',
      settings: 'Einstellungen',
      error: 'Fehler',
      lastSyncedAt: 'Zuletzt synchronisiert',
    },
    choices: {
      kind: { website: 'Website', pms: 'Property-Management-System', reviews: 'Geteiltes Profil und Bewertungen' },
      schedule: { snapshot: 'Aktueller Schnappschuss', daily: 'Tägliche Aktualisierung' },
      status: {
        pending: 'Ausstehend',
        gathering_data: 'Daten werden gesammelt',
        chunking: 'In Verarbeitung',
        active: 'Aktiv',
        inactive: 'Inaktiv',
        failed: 'Fehlgeschlagen',
      },
      access,
    },
    empty: 'Noch keine Integrationen',
    emptyHint: 'Verbinden Sie Ihre Website, Ihr PMS oder Ihre Bewertungen, um den Assistenten zu versorgen.',
    helper: {},
    locked: { kind: 'Der Typ kann nach dem Erstellen nicht mehr geändert werden' },
  },
  'faq-sections': {
    name: 'FAQ-Abschnitt |||| FAQ-Abschnitte',
    fields: { ...systemFields, title: 'Titel', description: 'Beschreibung', position: 'Position' },
    choices: {},
    empty: 'Noch keine FAQ-Abschnitte',
    emptyHint: 'Abschnitte gruppieren Ihre häufig gestellten Fragen.',
    helper: {},
    locked: {},
  },
  'faq-questions': {
    name: 'FAQ-Frage |||| FAQ-Fragen',
    fields: {
      ...systemFields,
      sectionId: 'Abschnitt',
      question: 'Frage',
      answer: 'Antwort',
      draftAnswer: 'Vorgeschlagener Entwurf',
      enabled: 'Aktiviert',
      status: 'Status',
      position: 'Position',
      error: 'Fehler',
      confidence: 'Sicherheit',
      needsAnswer: 'Antwort erforderlich',
      citations: 'Quellen',
      conflicts: 'Widersprüchliche Quellen',
    },
    choices: {
      status: {
        unanswered: 'Unbeantwortet',
        generating: 'Wird generiert',
        draft: 'Entwurf',
        approved: 'Genehmigt',
        published: 'Veröffentlicht',
        rejected: 'Abgelehnt',
        generation_failed: 'Generierung fehlgeschlagen',
      },
    },
    empty: 'Noch keine FAQ-Fragen',
    emptyHint: 'Fügen Sie die Fragen hinzu, die Ihre Gäste am häufigsten stellen.',
    helper: {},
    locked: { question: 'Der Fragetext kann nach dem Erstellen nicht mehr geändert werden' },
  },
  members: {
    name: 'Mitglied |||| Mitglieder',
    fields: { ...systemFields, createdAt: 'Mitglied seit', email: 'E-Mail', name: 'Name', role: 'Rolle', origin: 'Hinzugefügt durch', userId: 'Benutzer' },
    choices: { role: { staff: 'Team', admin: 'Admin' }, origin: { invite: 'Einladung', groups: 'Okta-Gruppe', seed: 'Entwicklungskonto' } },
    empty: 'Noch keine Mitglieder',
    emptyHint: 'Laden Sie Personen per E-Mail ein; Admins geben FAQ-Antworten frei und veröffentlichen sie.',
    helper: { role: 'Das Team fügt Fragen hinzu und bearbeitet sie; Admins geben außerdem Antworten frei, lehnen ab, veröffentlichen und verwalten Mitglieder.' },
    locked: { email: 'Die E-Mail kann nach der Einladung nicht geändert werden' },
  },
  voices: {
    name: 'Markenstimme |||| Markenstimmen',
    fields: {
      ...systemFields,
      createdAt: 'Hinzugefügt am',
      name: 'Markenstimme',
      description: 'Beschreibung',
      usedFor: 'Am besten für',
      knowledgeSources: 'Wissensquellen',
      styleProfile: 'Stilprofil',
    },
    choices: {
      usedFor: { emails: 'E-Mails', blogs: 'Blogs', social: 'Soziale Medien', website: 'Website', ads: 'Anzeigen' },
    },
    empty: 'Noch keine Markenstimmen',
    emptyHint: 'Eine Markenstimme hält generierte Inhalte in Ihrem Ton.',
    helper: { description: 'Beschreiben Sie Ton, Stil und Wortwahl dieser Stimme.' },
    locked: {},
  },
  chatbots: {
    name: 'Chatbot |||| Chatbots',
    fields: { ...systemFields, name: 'Name', agent: 'Agent', sources: 'Quellen', welcome: 'Begrüßungstext', primaryColor: 'Farbe', textColor: 'Textfarbe', enabled: 'Aktiviert' },
    choices: {
      agent: { 'customer-service': 'Kundenservice', operations: 'Betrieb', marketing: 'Marketing' },
      sources: { faqs: 'Veröffentlichte FAQs', documents: 'Für Gäste freigegebene Dokumente', website: 'Für Gäste freigegebene Verbindungen' },
    },
    empty: 'Noch keine Chatbots',
    emptyHint: 'Ein Chatbot beantwortet Gästefragen auf Ihrer Website aus veröffentlichten FAQs und für Gäste freigegebenen Quellen.',
    helper: { sources: 'Es werden nur veröffentlichte FAQ-Antworten und Einträge mit dem Zugriff „Mitarbeitende und Gäste“ verwendet.' },
    locked: {},
  },
} satisfies ResourcesMessages;

export const resourceAppDe = {
  chatbots: { color_hint: 'Eine Farbe wie #1f6feb' },
  access: {
    helper:
      'Wer Antworten sehen darf, die aus diesem Element stammen: nur das Personal oder Personal und Gäste über den öffentlichen Chatbot.',
    staff_hint: 'Nur angemeldetes Personal sieht Antworten aus diesem Element.',
    public_hint: 'Das Personal und Gäste über den öffentlichen Chatbot sehen Antworten aus diesem Element.',
  },
  members: {
    email_required: 'E-Mail-Adresse ist erforderlich',
  },
  faq: {
    question_required: 'Der Fragetext ist erforderlich',
    empty_section: 'Sie können keinen leeren Abschnitt erstellen',
  },
  integrations: {
    url_invalid: 'Bitte geben Sie eine gültige URL ein',
    url_required: 'URL ist erforderlich',
    url_hint:
      'Fügen Sie die Stammdomain ein, um die ganze Website zu indexieren, oder die URL einer Seite bzw. eines Unterverzeichnisses, um nur diese zu speichern.',
  },
  resources: {
    empty: 'Noch keine %{name}',
    create_only: '%{field} kann nach dem Erstellen nicht mehr geändert werden',
    url_invalid: 'Bitte geben Sie eine gültige URL ein',
    more: '+%{count}',
    more_label: '%{count} weitere: %{items}',
    json_invalid: 'Bitte geben Sie gültiges JSON ein',
  },
} satisfies ResourceAppMessages;

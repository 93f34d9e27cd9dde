import type { MessagesOf } from '../types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  ra: {
    notification: {
      created: 'Erstellt',
      updated: 'Aktualisiert',
      deleted: 'Gelöscht',
    },
    message: {
      delete_title: 'Sind Sie sich absolut sicher?',
      delete_content: 'Diese Aktion kann nicht rückgängig gemacht werden. Möchten Sie %{name} wirklich endgültig löschen?',
      bulk_delete_title: 'Sind Sie sich absolut sicher?',
      bulk_delete_content:
        'Diese Aktion kann nicht rückgängig gemacht werden. Möchten Sie dieses Element (%{name}) wirklich endgültig löschen? |||| Diese Aktion kann nicht rückgängig gemacht werden. Möchten Sie diese %{smart_count} Elemente wirklich endgültig löschen?',
    },
  },
  app: {
    name: 'Hotel-KI-Arbeitsbereich',
    loading: 'Wird geladen...',
    auth: {
      redirecting: 'Weiterleitung zur Anmeldung...',
      completing: 'Authentifizierung wird abgeschlossen...',
      failed: 'Authentifizierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
      signed_out_title: 'Sie haben sich abgemeldet',
      signed_out_body: 'Ihre Sitzung ist beendet. Melden Sie sich wieder an, wann immer Sie möchten.',
      sign_in_again: 'Erneut anmelden',
    },
    not_found: {
      title: 'Hoppla! Die gesuchte Seite existiert nicht.',
      subtitle: 'Wir bringen Sie wieder auf den richtigen Weg!',
      back: 'Zurück',
      image_alt: 'Eine Hotel-Schlüsselkarte neben einer leeren Karte',
    },
    menu: {
      home: 'Startseite',
      search: 'Suche',
      agents: 'Agenten',
      faq: 'FAQs',
      assets: 'Inhalte',
      your_content: 'Ihre Inhalte',
      navigation: 'Hauptnavigation',
    },
    sidebar: {
      toggle: 'Seitenleiste ein-/ausblenden',
      collapse: 'Seitenleiste einklappen',
      expand: 'Seitenleiste ausklappen',
    },
    user_menu: {
      open: 'Benutzermenü öffnen',
      profile: 'Profil',
      billing: 'Abrechnung',
      notifications: 'Benachrichtigungen',
      coming_soon: 'Demnächst verfügbar',
      theme: 'Design',
      theme_light: 'Hell',
      theme_dark: 'Dunkel',
      theme_system: 'System',
      language: 'Sprache',
      logout: 'Abmelden',
    },
    home: {
      greeting_morning: 'Guten Morgen, %{name}',
      greeting_afternoon: 'Guten Tag, %{name}',
      greeting_evening: 'Guten Abend, %{name}',
      property_line: 'Ihr KI-Arbeitsbereich für %{property}',
      get_started: 'Erste Schritte',
      get_started_hint: 'Versorgen Sie den Assistenten mit dem, wonach Ihre Gäste fragen, und lassen Sie ihn dann arbeiten.',
      open: 'Öffnen',
      cards: {
        integrations_title: 'Website verbinden',
        integrations_body: 'Indexieren Sie Ihre Website, damit jede Antwort auf Ihren eigenen Seiten beruht.',
        documents_title: 'Dokumente hochladen',
        documents_body: 'Fügen Sie Speisekarten, Richtlinien und Infoblätter aus Word, Excel oder PDF hinzu.',
        faq_title: 'FAQs verwalten',
        faq_body: 'Ordnen Sie Fragen in Abschnitte und lassen Sie die KI Antworten zur Prüfung entwerfen.',
        search_title: 'Alles durchsuchen',
        search_body: 'Finden Sie Antworten in Dokumenten, Bildern und FAQs an einem Ort.',
        voices_title: 'Markenstimmen festlegen',
        voices_body: 'Bewahren Sie in jeder E-Mail und jedem Blogbeitrag den Ton Ihres Hauses.',
        agents_title: 'Mit Agenten arbeiten',
        agents_body: 'Assistenten für Marketing, Betrieb und Kundenservice – bereit zu helfen.',
      },
    },
    pages: {
      search_title: 'Suche',
      agents_title: 'Agenten durchsuchen',
      faq_manager_title: 'FAQ-Verwaltung',
      coming_soon: 'Dieser Bereich ist in Vorbereitung.',
    },
    errors: {
      not_found: 'Nicht gefunden',
      unauthorized: 'Nicht autorisiert',
      forbidden: 'Zugriff verweigert',
      internal: 'Interner Serverfehler',
      timeout: 'Der Server hat nicht innerhalb von 10 Sekunden geantwortet. Bitte versuchen Sie es erneut.',
      network: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
    toast: {
      close: 'Schließen',
    },
  },
} satisfies MessagesOf<typeof en>;

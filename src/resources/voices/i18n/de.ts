import type { MessagesOf } from '../../../i18n/types.ts';
import type { messages as en } from './en.ts';

export const messages = {
  resources: {
    voices: {
      name: 'Markenstimme |||| Markenstimmen',
      fields: {
        id: 'ID',
        createdAt: 'Hinzugefügt am',
        updatedAt: 'Aktualisiert am',
        name: 'Markenstimme',
        description: 'Beschreibung',
        usedFor: 'Am besten für',
        knowledgeSources: 'Wissensquellen',
        styleProfile: 'Stilprofil',
      },
      choices: {
        usedFor: {
          emails: 'E-Mails',
          blogs: 'Blogs',
          social: 'Soziale Medien',
          website: 'Website',
          ads: 'Anzeigen',
        },
      },
      empty: 'Noch keine Markenstimmen',
      emptyHint: 'Eine Markenstimme hält generierte Inhalte in Ihrem Ton.',
      helper: {
        description: 'Beschreiben Sie Ton, Stil und Wortwahl dieser Stimme.',
      },
      locked: {},
    },
  },
  app: {
    voices: {
      tabs: {
        details: 'Details',
        knowledge: 'Wissen',
        profile: 'Stilprofil',
        preview: 'Vorschau',
      },
      continue: 'Weiter',
      create: 'Erstellen',
      knowledge: {
        search: 'Verbindungen und Dokumente durchsuchen',
        hint: 'Wählen Sie die Dokumente und Verbindungen, die diese Stimme zeigen: Newsletter, Broschüren, Ihre Website.',
        none: 'Keine passenden Verbindungen oder Dokumente.',
        failed: 'Quellen konnten nicht geladen werden.',
        selected: '%{smart_count} Quelle ausgewählt |||| %{smart_count} Quellen ausgewählt',
        document: 'Dokument',
        integration: 'Verbindung',
      },
      profile: {
        hint: 'Aus den ausgewählten Quellen abgeleitet. Korrigieren Sie, was nicht nach Ihnen klingt; Ihre Änderungen bleiben erhalten.',
        empty: 'Wählen Sie im Reiter Wissen Quellen aus, um ein Profil abzuleiten.',
        fields: {
          tone: 'Ton',
          formality: 'Förmlichkeit',
          sentenceLength: 'Satzlänge',
          averageSentenceWords: 'Wörter pro Satz',
          vocabulary: 'Wortschatz',
          vocabulary_hint: 'Bevorzugte Wörter der Stimme, durch Kommas getrennt',
          emoji: 'Verwendet Emoji',
          exclamations: 'Verwendet Ausrufezeichen',
          greeting: 'Begrüßung',
          signOff: 'Grußformel',
          examples: 'Beispiele aus den Quellen',
        },
        formality: {
          formal: 'Förmlich',
          neutral: 'Neutral',
          casual: 'Locker',
        },
        length: {
          short: 'Kurz',
          medium: 'Mittel',
          long: 'Lang',
        },
        tones: {
          warm: 'Herzlich',
          professional: 'Professionell',
          enthusiastic: 'Begeistert',
          elegant: 'Elegant',
          playful: 'Verspielt',
          calm: 'Ruhig',
          direct: 'Direkt',
        },
      },
      preview: {
        title: 'Vorschau',
        content_type: 'Inhaltstyp',
        types: {
          blog: 'Blogbeitrag',
          email: 'E-Mail',
          social: 'Social Media',
        },
        topic: 'Thema',
        outline: 'Gliederung',
        outline_hint: 'Ein Punkt pro Zeile',
        generate: 'Generieren',
        stop: 'Stopp',
        without: 'Ohne Markenstimme',
        with: 'Mit %{name}',
        copy: 'Kopieren',
        copied: 'In die Zwischenablage kopiert',
        failed: 'Die Vorschau konnte nicht geschrieben werden',
        topic_required: 'Geben Sie ein Thema ein',
      },
    },
  },
} satisfies MessagesOf<typeof en>;

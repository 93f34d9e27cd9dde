/**
 * Brand voices: labels of the resource and strings of its screens (`app.voices`).
 * fr.ts and de.ts beside this file are typed against it; src/i18n/en.ts merges it.
 */
export const messages = {
  resources: {
    voices: {
      name: 'Brand voice |||| Brand voices',
      fields: {
        id: 'ID',
        createdAt: 'Added On',
        updatedAt: 'Updated At',
        name: 'Brand Voice',
        description: 'Description',
        usedFor: 'Best Used For',
        knowledgeSources: 'Knowledge sources',
        styleProfile: 'Style profile',
      },
      choices: {
        usedFor: {
          emails: 'Emails',
          blogs: 'Blogs',
          social: 'Social Media',
          website: 'Website',
          ads: 'Ads',
        },
      },
      empty: 'No brand voices yet',
      emptyHint: 'A brand voice keeps generated content in your tone.',
      helper: {
        description: 'Describe the tone, style and vocabulary of this voice.',
      },
      locked: {},
    },
  },
  app: {
    voices: {
      tabs: {
        details: 'Details',
        knowledge: 'Knowledge',
        profile: 'Style profile',
        preview: 'Preview',
      },
      continue: 'Continue',
      create: 'Create',
      knowledge: {
        search: 'Search connections and documents',
        hint: 'Pick the documents and connections that show this voice: newsletters, brochures, your website.',
        none: 'No connections or documents match.',
        failed: 'Sources could not be loaded.',
        selected: '%{smart_count} source selected |||| %{smart_count} sources selected',
        document: 'Document',
        integration: 'Connection',
      },
      profile: {
        hint: 'Derived from the selected sources. Correct anything that does not sound like you; your changes are kept.',
        empty: 'Select sources on the Knowledge tab to derive a profile.',
        fields: {
          tone: 'Tone',
          formality: 'Formality',
          sentenceLength: 'Sentence length',
          averageSentenceWords: 'Words per sentence',
          vocabulary: 'Vocabulary',
          vocabulary_hint: 'Words the voice favours, separated by commas',
          emoji: 'Uses emoji',
          exclamations: 'Uses exclamation marks',
          greeting: 'Greeting',
          signOff: 'Sign-off',
          examples: 'Examples from the sources',
        },
        formality: {
          formal: 'Formal',
          neutral: 'Neutral',
          casual: 'Casual',
        },
        length: {
          short: 'Short',
          medium: 'Medium',
          long: 'Long',
        },
        tones: {
          warm: 'Warm',
          professional: 'Professional',
          enthusiastic: 'Enthusiastic',
          elegant: 'Elegant',
          playful: 'Playful',
          calm: 'Calm',
          direct: 'Direct',
        },
      },
      preview: {
        title: 'Preview',
        content_type: 'Content type',
        types: {
          blog: 'Blog Post',
          email: 'Email',
          social: 'Social Media',
        },
        topic: 'Topic',
        outline: 'Outline',
        outline_hint: 'One point per line',
        generate: 'Generate',
        stop: 'Stop',
        without: 'Without brand voice',
        with: 'With %{name}',
        copy: 'Copy',
        copied: 'Copied to the clipboard',
        failed: 'The preview could not be written',
        topic_required: 'Enter a topic',
      },
    },
  },
};

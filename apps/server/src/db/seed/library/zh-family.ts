import type { LibraryScenario } from './library-types.ts';

export const ZH_FAMILY: LibraryScenario = {
  key: 'zh-family',
  languageCode: 'zh-Hans',
  level: 'A1',
  title: 'Talking about your family',
  description:
    'Your classmate Wang Li shows you a photo of her family and asks about yours. Say how many people there are in your family, who they are and what they do, then ask her a question.',
  characterName: '王丽',
  characterRole: 'Your classmate, chatting during the break',
  characterPersonality: 'Friendly and curious; speaks in short, simple sentences and slowly.',
  voiceGender: 'FEMALE',
  studentRole: 'A student chatting with a classmate',
  studentGoal: 'Describe your family: how many people, who they are and what they do.',
  openingMessage: '你看，这是我的家人！你家有几口人？',
  openingMessageTranslation: 'Look, this is my family! How many people are there in your family?',
  estimatedDurationSeconds: 240,
  steps: [
    {
      title: 'How many people',
      goal: 'Say how many people there are in your family.',
      expectedPhrases: ['口人', '我家有'],
      scriptedLine: '你家有几口人？',
      scriptedLineTranslation: 'How many people are there in your family?',
    },
    {
      title: 'Who they are',
      goal: 'Say who is in your family (for example 爸爸, 妈妈, 哥哥).',
      expectedPhrases: ['爸爸', '妈妈', '哥哥', '姐姐', '弟弟', '妹妹', '和我'],
      scriptedLine: '你家有什么人？',
      scriptedLineTranslation: 'Who is in your family?',
    },
    {
      title: 'What they do',
      goal: 'Say what one or two members of your family do (a job, or that they are students).',
      expectedPhrases: ['是老师', '是医生', '是学生', '工作', '在公司'],
      scriptedLine: '你爸爸妈妈做什么工作？',
      scriptedLineTranslation: 'What do your mum and dad do?',
    },
    {
      title: 'Ask a question back',
      goal: 'Ask Wang Li a question about her family (for example 你有哥哥吗？).',
      expectedPhrases: ['你有', '吗', '你呢', '你家'],
      scriptedLine: '真好！我爸爸是医生，我妈妈是老师。',
      scriptedLineTranslation: 'How nice! My dad is a doctor and my mum is a teacher.',
    },
  ],
  vocabulary: [
    { kind: 'WORD', text: '家人', translation: 'family members (jiārén)', required: false },
    {
      kind: 'PHRASE',
      text: '几口人',
      translation: 'how many people, in a family (jǐ kǒu rén)',
      required: true,
    },
    { kind: 'WORD', text: '爸爸', translation: 'dad (bàba)', required: true },
    { kind: 'WORD', text: '妈妈', translation: 'mum (māma)', required: true },
    { kind: 'WORD', text: '哥哥', translation: 'older brother (gēge)', required: false },
    { kind: 'WORD', text: '姐姐', translation: 'older sister (jiějie)', required: false },
    { kind: 'WORD', text: '工作', translation: 'job; to work (gōngzuò)', required: false },
    { kind: 'WORD', text: '医生', translation: 'doctor (yīshēng)', required: false },
    { kind: 'WORD', text: '老师', translation: 'teacher (lǎoshī)', required: false },
  ],
  rubrics: [
    {
      category: 'VOCABULARY',
      criteria: 'Uses family words (爸爸, 妈妈, 哥哥, 姐姐) and 几口人 correctly.',
      weight: 50,
    },
    {
      category: 'GRAMMAR',
      criteria: 'Uses 有 for having, 是 for jobs, and 吗 or 呢 to ask questions.',
      weight: 50,
    },
  ],
};

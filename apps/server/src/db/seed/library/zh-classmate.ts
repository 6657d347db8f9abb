import type { LibraryScenario } from './library-types.ts';

/** Simplified Chinese; vocabulary translations carry pinyin for beginners. */
export const ZH_CLASSMATE: LibraryScenario = {
  key: 'zh-classmate',
  languageCode: 'zh-Hans',
  level: 'A1',
  title: 'Meeting a new classmate',
  description:
    "It's the first day of your Chinese course. Wang Li, a classmate, sits down next to you and starts a conversation. Introduce yourself, say where you are from and what you study, and swap WeChat contacts.",
  characterName: '王丽',
  characterRole: 'A friendly classmate on the first day of the course',
  characterPersonality: 'Curious and cheerful; speaks in short, simple sentences and slowly.',
  voiceGender: 'FEMALE',
  studentRole: 'A new student in the class',
  studentGoal:
    'Introduce yourself, say where you are from and what you study, and exchange WeChat contacts.',
  openingMessage: '你好！我叫王丽。你叫什么名字？',
  openingMessageTranslation: "Hi! My name is Wang Li. What's your name?",
  estimatedDurationSeconds: 240,
  steps: [
    {
      title: 'Say your name',
      goal: 'Greet your classmate and say your name.',
      expectedPhrases: ['我叫', '我的名字是', '我是'],
      scriptedLine: '你叫什么名字？',
      scriptedLineTranslation: "What's your name?",
    },
    {
      title: 'Say where you are from',
      goal: 'Say which country you are from.',
      expectedPhrases: ['国人', '我来自', '我从'],
      scriptedLine: '很高兴认识你！你是哪国人？',
      scriptedLineTranslation: 'Nice to meet you! Which country are you from?',
    },
    {
      title: 'Talk about your studies',
      goal: 'Say what you study, then ask your classmate the same question.',
      expectedPhrases: ['我学', '我学习', '专业', '你呢'],
      scriptedLine: '真的吗？太好了！你学什么？',
      scriptedLineTranslation: 'Really? Great! What do you study?',
    },
    {
      title: 'Exchange contacts',
      goal: 'Agree to add each other on WeChat, or give your phone number.',
      expectedPhrases: ['好啊', '好的', '可以', '微信', '电话', '号码'],
      scriptedLine: '我也学中文，还学经济。我们加个微信吧？',
      scriptedLineTranslation:
        'I study Chinese too, and economics. Shall we add each other on WeChat?',
    },
  ],
  vocabulary: [
    { kind: 'WORD', text: '你好', translation: 'hello (nǐ hǎo)', required: true },
    { kind: 'PHRASE', text: '我叫', translation: 'my name is (wǒ jiào)', required: true },
    { kind: 'WORD', text: '名字', translation: 'name (míngzi)', required: false },
    {
      kind: 'PHRASE',
      text: '很高兴认识你',
      translation: 'nice to meet you (hěn gāoxìng rènshi nǐ)',
      required: true,
    },
    {
      kind: 'PHRASE',
      text: '哪国人',
      translation: 'which nationality (nǎ guó rén)',
      required: false,
    },
    { kind: 'WORD', text: '学生', translation: 'student (xuésheng)', required: false },
    {
      kind: 'WORD',
      text: '中文',
      translation: 'Chinese, the language (Zhōngwén)',
      required: false,
    },
    { kind: 'WORD', text: '学习', translation: 'to study (xuéxí)', required: false },
    { kind: 'WORD', text: '微信', translation: 'WeChat (Wēixìn)', required: false },
  ],
  rubrics: [
    {
      category: 'VOCABULARY',
      criteria: 'Uses greeting and introduction words (你好, 我叫, 很高兴认识你, 哪国人).',
      weight: 40,
    },
    {
      category: 'GRAMMAR',
      criteria:
        'Builds short subject–verb–object sentences, with 是 for identity and 吗 or 呢 for questions.',
      weight: 30,
    },
    {
      category: 'FLUENCY',
      criteria: 'Answers in short complete sentences without switching to another language.',
      weight: 30,
    },
  ],
};

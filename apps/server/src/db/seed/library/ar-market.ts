import type { LibraryScenario } from './library-types.ts';

/**
 * Modern Standard Arabic, written without vowel marks as in everyday print. The customer is
 * addressed in the masculine, the usual default in Arabic teaching materials.
 */
export const AR_MARKET: LibraryScenario = {
  key: 'ar-market',
  languageCode: 'ar',
  level: 'A2',
  title: 'Shopping at the fruit and vegetable market',
  description:
    'You are at a busy market in the old town. Abu Karim, a cheerful stallholder, greets you. Ask for fruit and vegetables, say how much you want, ask the price, bargain politely and pay.',
  characterName: 'أبو كريم',
  characterRole: 'Fruit and vegetable seller at the market',
  characterPersonality:
    'Cheerful and talkative, proud of his produce, and happy to bargain a little with a polite customer.',
  voiceGender: 'MALE',
  studentRole: 'A customer buying fruit and vegetables',
  studentGoal: 'Buy fruit and tomatoes, ask what it costs, get a small discount and pay.',
  openingMessage: 'أهلاً وسهلاً! عندي اليوم فواكه وخضراوات طازجة. ماذا تريد؟',
  openingMessageTranslation:
    'Welcome! I have fresh fruit and vegetables today. What would you like?',
  estimatedDurationSeconds: 360,
  steps: [
    {
      title: 'Ask for fruit',
      goal: 'Greet the seller and say which fruit you would like.',
      expectedPhrases: ['أريد', 'أعطني', 'أود', 'تفاح', 'برتقال', 'موز'],
      scriptedLine: 'ماذا تريد اليوم؟',
      scriptedLineTranslation: 'What would you like today?',
    },
    {
      title: 'Say how much',
      goal: 'Say how many kilos you want (for example one kilo or two kilos).',
      expectedPhrases: ['كيلو', 'كيلوغرام', 'كيلوين', 'كيلوغرامين', 'نصف كيلو'],
      scriptedLine: 'ممتاز! كل الفواكه طازجة اليوم. كم كيلوغراماً تريد؟',
      scriptedLineTranslation:
        'Excellent! All the fruit is fresh today. How many kilos would you like?',
    },
    {
      title: 'Ask the price',
      goal: 'Ask for some tomatoes too, and ask how much everything costs.',
      expectedPhrases: ['بكم', 'كم الثمن', 'كم السعر', 'كم سعر', 'كم المجموع', 'طماطم'],
      scriptedLine: 'تفضل. هل تريد شيئاً آخر؟',
      scriptedLineTranslation: 'Here you are. Would you like anything else?',
    },
    {
      title: 'Bargain politely',
      goal: 'Say politely that it is a little expensive and ask for a better price.',
      expectedPhrases: ['غال', 'غالي', 'غالٍ', 'تخفيض', 'خصم', 'أرخص', 'سعر أفضل'],
      scriptedLine: 'الطماطم بعشرة دراهم للكيلو، والمجموع خمسة وثلاثون درهماً.',
      scriptedLineTranslation:
        'Tomatoes are ten dirhams a kilo, and the total is thirty-five dirhams.',
    },
    {
      title: 'Pay and say goodbye',
      goal: 'Accept the price, pay and thank the seller.',
      expectedPhrases: ['تفضل', 'شكراً', 'شكرا', 'موافق', 'حسناً', 'مع السلامة'],
      scriptedLine: 'حسناً، لأنك زبون لطيف: ثلاثون درهماً فقط.',
      scriptedLineTranslation: "All right, because you're a nice customer: just thirty dirhams.",
    },
  ],
  vocabulary: [
    { kind: 'WORD', text: 'تفاح', translation: 'apples (tuffāḥ)', required: true },
    { kind: 'WORD', text: 'برتقال', translation: 'oranges (burtuqāl)', required: false },
    { kind: 'WORD', text: 'طماطم', translation: 'tomatoes (ṭamāṭim)', required: false },
    { kind: 'WORD', text: 'كيلو', translation: 'kilo (kīlū)', required: true },
    { kind: 'PHRASE', text: 'بكم؟', translation: 'how much is it? (bikam)', required: true },
    { kind: 'WORD', text: 'غالٍ', translation: 'expensive (ghālin)', required: false },
    { kind: 'WORD', text: 'رخيص', translation: 'cheap (rakhīṣ)', required: false },
    { kind: 'WORD', text: 'طازج', translation: 'fresh (ṭāzaj)', required: false },
    { kind: 'PHRASE', text: 'من فضلك', translation: 'please (min faḍlik)', required: false },
    {
      kind: 'PHRASE',
      text: 'شيء آخر',
      translation: 'something else (shayʾ ākhar)',
      required: false,
    },
  ],
  rubrics: [
    {
      category: 'VOCABULARY',
      criteria:
        'Uses market vocabulary: fruit and vegetables, quantities and prices (تفاح، كيلو، بكم؟، غالٍ).',
      weight: 40,
    },
    {
      category: 'GRAMMAR',
      criteria:
        'Uses أريد with a noun, and numbers with the counted noun in the right form (كيلوان، عشرة دراهم).',
      weight: 30,
    },
    {
      category: 'OTHER',
      criteria:
        'Is polite and culturally appropriate: greets the seller, uses من فضلك and شكراً, and bargains courteously.',
      weight: 30,
    },
  ],
};

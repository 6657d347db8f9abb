/** Messages for the per-language latency and memory figures, beyond the Spanish and English data. */
export const latencySamples: Record<string, string[]> = {
  es: ['Hola, ¿cómo estás? Quiero un café con leche, por favor.'],
  en: ['She go to school every day and she like her teacher.'],
};

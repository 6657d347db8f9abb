const BOT_PATTERN =
  /bot\b|crawler|spider|crawling|slurp|mediapartners|facebookexternalhit|embedly|lighthouse|headlesschrome\/.*\(compatible|bingpreview|whatsapp|telegrambot|discordbot|linkedinbot|preview/i;

/** Crawlers and link previewers: the generic error page does not redirect them. */
export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}

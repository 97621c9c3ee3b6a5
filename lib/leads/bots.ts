/**
 * Crawlers, link previews and headless audits fetch pages but are not people looking at a
 * listing. Their beacons are answered like any other and not recorded. Names from the agents
 * seen in logs: search engines (…bot, Slurp), social link previews (facebookexternalhit,
 * WhatsApp, Twitterbot, TelegramBot, LinkedInBot), and headless Chrome, which Lighthouse and
 * scrapers run.
 */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|headlesschrome|lighthouse|pingdom|uptime|monitor/i;

/** A missing User-Agent counts as a bot: every browser sends one. */
export const isBot = (userAgent: string | null): boolean => !userAgent?.trim() || BOT.test(userAgent);

import { defaultLocale, type SiteLocale } from '@nordhub/domain';
import { loadTranslator, peekTranslator, type Translate } from '@nordhub/i18n';
import { escapeHtml } from '../../../html';
import { catalog } from './messages/compiled/catalog';

/** A mail ready for the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template made it (for the mailbox and later analysis). */
  template: string;
  /** Extra headers, e.g. List-Unsubscribe (stored with the mail, sent over SMTP). */
  headers?: Record<string, string>;
  /**
   * Links that act for the recipient (keys of reset, verification, invitation, confirmation or
   * settings): the stored copy loses them once the mail is sent (mailer.ts).
   */
  secretLinks?: readonly string[];
  /** How long those links work; the outbox row is deleted after that (unset: the retention). */
  secretValidHours?: number;
}

/** The words every mail shares (greeting, link fallback) and the digest mails' own, in one language. */
export type MailMessages = Translate<keyof typeof catalog.en>;

/** A mail's language: its messages and the `Intl` tag its dates and numbers are written in. */
export interface MailLanguage {
  locale: SiteLocale;
  t: MailMessages;
  /** "Hi Ada," or, without a first name, "Hi,". */
  greet: (firstName?: string) => string;
}

const languageOf = (locale: SiteLocale, t: MailMessages): MailLanguage => ({
  locale,
  t,
  greet: (firstName) => (firstName ? t('greeting', { firstName }) : t('greetingNoName')),
});

/** The mail words in a language (messages/<locale>.json beside this file; English where one lacks a message). */
export async function mailLanguage(locale: SiteLocale = defaultLocale): Promise<MailLanguage> {
  return languageOf(locale, await loadTranslator(catalog, locale));
}

const english = peekTranslator(catalog, defaultLocale);
if (!english) throw new Error('The English mail messages are always at hand');
/** English, at hand without loading: the mails to accounts and managers speak it. */
export const englishMail: MailLanguage = languageOf(defaultLocale, english);

/**
 * The one HTML frame of every mail Nordhub sends: inline styles only, since mail clients drop
 * style sheets. `body` is HTML the caller has already escaped; `locale` is the language it is in.
 */
export function mailLayout(body: string, locale: SiteLocale = defaultLocale): string {
  return `<!doctype html>
<html lang="${locale}"><body style="font-family: Arial, sans-serif; color: #1a1a2e; line-height: 1.5">
${body}
</body></html>`;
}

export interface MailLink {
  text: string;
  url: string;
}

/** A mail of plain paragraphs and one link (or a few, the main one first), as HTML and as text, in `locale`. */
export function linkMail(
  to: string,
  subject: string,
  template: string,
  paragraphs: readonly string[],
  link: MailLink | readonly MailLink[],
  locale: SiteLocale = defaultLocale,
): OutgoingMail {
  const links: readonly MailLink[] = 'url' in link ? [link] : link;
  const html = mailLayout(
    `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${links.map(({ text, url }) => `<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`).join('\n')}`,
    locale,
  );
  const text = `${paragraphs.join('\n\n')}\n\n${links.map(({ text: label, url }) => `${label}: ${url}`).join('\n')}\n`;
  return { to, subject, template, text, html };
}

/** A mail ready for the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template made it (for the mailbox and later analysis). */
  template: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(greeting: string, paragraphs: string[], action: { label: string; url: string }, closing: string): string {
  return `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a2e; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="color: #0b5cad">${escapeHtml(action.label)}</a></p>
<p>If the link does not open, copy this address into your browser:<br>${escapeHtml(action.url)}</p>
<p>${escapeHtml(closing)}</p>
</body></html>`;
}

export function verificationMail(to: string, firstName: string, link: string): OutgoingMail {
  const greeting = `Hi ${firstName},`;
  const body = ['Welcome to Nordhub. Please confirm that this is your e-mail address.'];
  const closing = 'If you did not create an account, you can ignore this e-mail.';
  return {
    to,
    subject: 'Confirm your e-mail address',
    template: 'verify-email',
    text: `${greeting}\n\n${body.join('\n\n')}\n\nConfirm your e-mail address: ${link}\n\n${closing}\n`,
    html: layout(greeting, body, { label: 'Confirm your e-mail address', url: link }, closing),
  };
}

export function resetPasswordMail(to: string, firstName: string, link: string, validHours: number): OutgoingMail {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const body = [`Someone asked to reset the password of your Nordhub account. The link works once, for ${validHours} hours.`];
  const closing = 'If it was not you, ignore this e-mail: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Nordhub password',
    template: 'reset-password',
    text: `${greeting}\n\n${body.join('\n\n')}\n\nChoose a new password: ${link}\n\n${closing}\n`,
    html: layout(greeting, body, { label: 'Choose a new password', url: link }, closing),
  };
}

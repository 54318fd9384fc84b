/**
 * The one HTML frame of every mail Nordhub sends: inline styles only, since mail clients drop
 * style sheets. `body` is HTML the caller has already escaped.
 */
export function mailLayout(body: string): string {
  return `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1a1a2e; line-height: 1.5">
${body}
</body></html>`;
}

const transliterations: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'a', ö: 'o', ü: 'u', ð: 'd', þ: 'th', é: 'e', á: 'a', í: 'i', ó: 'o', ú: 'u', ý: 'y' };

/** "Malmö Mobility" -> "malmo-mobility": URL-safe keys for seeded entities. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåäöüðþéáíóúý]/g, (char) => transliterations[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

import { escapeHtml } from '../html';
import type { FileStore } from '../storage/file-store';
import type { Prng } from './prng';

export interface SeedFile {
  /** Path inside the uploads folder (what entities store). */
  path: string;
  kind: 'image' | 'file';
  contentType: string;
  originalName: string;
  content: string | Buffer;
}

const palette = ['#0b6e4f', '#1d3557', '#e63946', '#f4a261', '#2a9d8f', '#264653', '#6a4c93', '#118ab2', '#ef476f', '#073b4c', '#3a5a40', '#b5651d', '#5e60ce', '#d62828'];

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** A square logo: a coloured tile, one of a few marks, and the initials. */
export function logoSvg(name: string, prng: Prng): string {
  const background = prng.pick(palette);
  const accent = prng.pick(palette.filter((colour) => colour !== background));
  const mark = prng.int(0, 3);
  const shapes = [
    `<circle cx="200" cy="60" r="36" fill="${accent}" opacity="0.9"/>`,
    `<path d="M0 200 L60 120 L110 170 L160 100 L256 200 Z" fill="${accent}" opacity="0.55"/>`,
    `<rect x="176" y="24" width="56" height="56" rx="12" fill="${accent}" opacity="0.85"/>`,
    `<path d="M0 210 Q64 170 128 210 T256 210 V256 H0 Z" fill="${accent}" opacity="0.6"/>`,
  ];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<title>${escapeHtml(name)}</title>`,
    `<rect width="256" height="256" rx="48" fill="${background}"/>`,
    shapes[mark],
    `<text x="128" y="150" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff">${escapeHtml(initials(name))}</text>`,
    '</svg>',
  ].join('');
}

/** A 16:9 abstract picture for galleries, covers and deals. */
export function pictureSvg(title: string, prng: Prng): string {
  const [a, b, c] = prng.sample(palette, 3) as [string, string, string];
  const circles = Array.from({ length: 5 }, () => {
    const r = prng.int(60, 220);
    return `<circle cx="${prng.int(0, 1600)}" cy="${prng.int(0, 900)}" r="${r}" fill="${c}" opacity="${(prng.int(15, 45) / 100).toFixed(2)}"/>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">',
    `<title>${escapeHtml(title)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`,
    '<rect width="1600" height="900" fill="url(#g)"/>',
    ...circles,
    `<text x="80" y="820" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeHtml(title)}</text>`,
    '</svg>',
  ].join('');
}

/** A one-page PDF with a title and a few lines of text (deal documents). */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const textOps = [
    'BT /F1 24 Tf 72 760 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -24 Td', `(${escapePdf(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(textOps, 'latin1')} >>\nstream\n${textOps}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Puts the seed's files into the file store (idempotent: same key, same bytes). */
export async function writeSeedFiles(files: FileStore, seedFiles: readonly SeedFile[]): Promise<void> {
  // Small batches: hundreds at once would exhaust file handles (or sockets) on small machines.
  for (let i = 0; i < seedFiles.length; i += 32) {
    await Promise.all(
      seedFiles.slice(i, i + 32).map((file) => files.put(file.path, typeof file.content === 'string' ? Buffer.from(file.content) : file.content, file.contentType)),
    );
  }
}

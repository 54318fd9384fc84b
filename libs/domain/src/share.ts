/** The networks a job (or any page) can be shared to with a plain link. */
export const SHARE_TARGETS = ['linkedin', 'x', 'facebook', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const shareTargetLabels: Record<ShareTarget, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  email: 'E-mail',
};

export type ShareInput = {
  /** The absolute URL to share (https://nordhub.example/jobs/...). */
  url: string;
  /** The page's title, e.g. 'Backend developer at Nordlys'. */
  title: string;
};

/**
 * The share links of each network for one page. Only the URL and title travel; each network
 * reads the rest (image, description) from the page's Open Graph tags.
 */
export function shareLinks({ url, title }: ShareInput): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    // mailto wants %20 for spaces (not +), which encodeURIComponent gives.
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}

/** A site path made absolute on `origin` (a trailing slash on the origin is ignored). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The public path of a stored file or image (the API's files route), each segment encoded; null without one. */
export function storedFilePath(file: { path: string } | null | undefined): string | null {
  if (!file) return null;
  return `/api/files/${file.path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The image a job is shared with: its own share image, else its company's logo; null when neither exists. */
export function jobShareImagePath(job: {
  share: { image: { path: string } | null };
  company: { logoImage: { path: string } | null };
}): string | null {
  return storedFilePath(job.share.image) ?? storedFilePath(job.company.logoImage);
}

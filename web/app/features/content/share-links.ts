/**
 * Share targets of a content page. Every piece of the page goes through encodeURIComponent, so
 * a title with `&`, `#` or quotes cannot add parameters to, or break out of, the share URL.
 */
export interface ShareTarget {
  network: 'x' | 'telegram' | 'facebook';
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { network: 'x', href: `https://twitter.com/intent/tweet?text=${text}&url=${u}` },
    { network: 'telegram', href: `https://t.me/share/url?url=${u}&text=${text}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}
